/// How ``TextMeasurer`` lays a text out: on stacked lines or on one line,
/// with or without the fonts' leading, with typographic or ink bounds, and
/// whether the last line that fits is truncated.
///
/// `TextLayoutOptions()` is the engine's default, and every `layout` and
/// `boundingRect` call's: lines stacked from the top-left, the fonts'
/// leading added, typographic bounds, no truncation.
///
/// ```swift
/// let ink = TextLayoutOptions(measuresInkBounds: true)
/// let oneLine = TextLayoutOptions(lines: .single, addsFontLeading: false)
/// ```
public struct TextLayoutOptions: Sendable, Hashable {
  /// Whether the text is set on as many lines as it needs or on one.
  public enum Lines: Sendable, Hashable, CaseIterable {
    /// As many lines as the width and the paragraph separators make,
    /// stacked down from the top-left of the first line: the rect's origin
    /// is that corner (moved right by the first line's head indent) and a
    /// finite height keeps only the lines that fit in it.
    case multiple
    /// The whole text on one line (paragraph separators included), set on
    /// its baseline: the rect's origin is the baseline's start, so
    /// `origin.y` is minus the line's ascent. The width does not wrap the
    /// line: a wrapping line break mode clips it there, a truncating one
    /// truncates it. The height is not a limit.
    case single
  }

  /// Whether the text is set on stacked lines or on one line on its
  /// baseline. Default: ``Lines/multiple``.
  public var lines: Lines
  /// Whether every line's height includes the greatest leading (hhea
  /// lineGap) of its fonts; without it a line is ascent + descent high.
  /// Default: `true`.
  public var addsFontLeading: Bool
  /// Whether the rect is the glyphs' ink bounds (the union of their outline
  /// or bitmap extents, placed on their lines) rather than the typographic
  /// bounds of the lines. Default: `false`.
  public var measuresInkBounds: Bool
  /// Whether, when a finite height hides text below the last line that fits,
  /// that line ends with "…" (cut at its tail as
  /// ``LineBreakMode/byTruncatingTail`` cuts). Only with ``Lines/multiple``,
  /// as only there is the height a limit. Default: `false`.
  public var truncatesLastVisibleLine: Bool

  /// Options with the given values; each default is the engine's.
  @inlinable public init(
    lines: Lines = .multiple, addsFontLeading: Bool = true, measuresInkBounds: Bool = false,
    truncatesLastVisibleLine: Bool = false
  ) {
    self.lines = lines
    self.addsFontLeading = addsFontLeading
    self.measuresInkBounds = measuresInkBounds
    self.truncatesLastVisibleLine = truncatesLastVisibleLine
  }
}
