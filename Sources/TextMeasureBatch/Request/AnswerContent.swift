/// What a request's answer holds, by its `returns`.
public enum AnswerContent: String, CaseIterable, Sendable {
  /// `{"id", "rect"}`: the bounding rect alone, measured on the engine's
  /// rect path (``/TextMeasure/TextMeasurer/boundingRect(_:constrainedTo:options:)-(AttributedText,_,_)``),
  /// which sets the lines without assembling their glyph runs.
  case rect
  /// `{"id", "lines", "line_widths", "width", "height", "rect"}`, a
  /// ``LayoutReport``: the default.
  case lines
  /// The fields of ``lines`` and `"layout"`, the whole layout in
  /// TextMeasure's JSON form (each line's glyph runs: glyphs, positions,
  /// advances, clusters and fonts).
  case glyphs
}
