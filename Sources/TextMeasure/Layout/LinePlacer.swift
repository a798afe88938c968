/// Where ``TextLayoutBuilder`` sets each line: breaks the paragraph's next
/// line at the room it has and says where it goes. A plain layout's room is
/// a rectangle (``RectanglePlacer``), a region's depends on where the line
/// goes (``RegionCursor``); the builder is specialized for each, so the
/// plain layout pays nothing for regions.
protocol LinePlacer {
  /// Whether lines are aligned in their own rooms as they are set, and can
  /// sit side by side (the layout then ends below the lowest); else the
  /// builder aligns them in the container after, and stacks them.
  static var placesInRooms: Bool { get }
  /// Whether the last line asked for found no room (text is then hidden).
  var ranOutOfRoom: Bool { get }

  /// The paragraph's next line from `lines`, placed no higher than
  /// `lowestTop` unless beside the line before it; nil when the paragraph
  /// is done or there is no room.
  ///
  /// - Parameters:
  ///   - index: the line's index in its paragraph (the first has the first-line indent);
  ///   - wraps: whether the paragraph's mode wraps lines (a mode that does
  ///     not breaks only at separators, and the line is cut to its room after).
  mutating func place(
    _ lines: inout LineBreaker.Lines, index: Int, lowestTop: Double, style: ParagraphStyle, wraps: Bool,
    assembler: LineAssembler
  ) -> LinePlace?
}

/// A line placed: its span, its top, where its text area starts (x in the
/// layout's coordinates, before alignment) and the width it was broken at.
struct LinePlace {
  var span: LineSpan
  var top: Double
  var start: Double
  var limit: Double
}

/// The lines of a plain layout: each at the top it is given, after its
/// indent, as wide as the indents leave the width.
struct RectanglePlacer: LinePlacer {
  /// The widest a line may be (`.infinity`: no limit).
  let maxWidth: Double

  static var placesInRooms: Bool { false }
  var ranOutOfRoom: Bool { false }

  @inline(__always)
  mutating func place(
    _ lines: inout LineBreaker.Lines, index: Int, lowestTop: Double, style: ParagraphStyle, wraps: Bool,
    assembler: LineAssembler
  ) -> LinePlace? {
    guard let span = lines.next() else { return nil }
    return LinePlace(
      span: span, top: lowestTop, start: index == 0 ? style.firstLineHeadIndent : style.headIndent,
      limit: TextLayoutBuilder.availableWidth(line: index, style: style, maxWidth: maxWidth))
  }
}
