/// Where the next line of a layout in a ``TextRegion`` goes, following
/// the region's rules (see ``TextRegion``): the band the lines are set in,
/// and how far along it the last line went.
struct RegionCursor: LinePlacer {
  let region: TextRegion
  /// The current band: its top, and the tallest line fragment set in it.
  private var band = (top: 0.0, height: 0.0)
  /// Where the last line's free span ends, when the paragraph's next line
  /// may go on in the same band (the last line ended with a soft break).
  private var continuation: Double?
  /// Whether the last line asked for found no room in the region.
  private(set) var ranOutOfRoom = false

  init(region: TextRegion) { self.region = region }

  /// Lines are aligned in their spans, and sit side by side around holes.
  static var placesInRooms: Bool { true }

  /// A span of a band that a line may fill: its text area (padding and
  /// indents taken off) and where the free span ends.
  private struct Room {
    var start: Double
    var limit: Double
    /// Whether an exclusion narrows the band (a line that overflows it then looks further).
    var isNarrowed: Bool
    var spanEnd: Double
  }

  /// The paragraph's next line from `lines`, placed: in the current band
  /// after the last line when that one ended with a soft break, else in a
  /// new band no higher than `lowestTop`. Nil when the paragraph is done,
  /// or when the region has no room left (then ``ranOutOfRoom``). Its
  /// start is `lineFragmentPadding` right of its span's left edge, less
  /// the padding (the layout's x = 0 is the padding right of the region's).
  mutating func place(
    _ lines: inout LineBreaker.Lines, index: Int, lowestTop: Double, style: ParagraphStyle, wraps: Bool,
    assembler: LineAssembler
  ) -> LinePlace? {
    var top = band.top
    var height = band.height
    var after = index > 0 ? continuation : nil
    if after == nil { (top, height) = (max(lowestTop, band.top + band.height), 0) }
    search: while true {
      for room in rooms(top: top, height: height, after: after, index: index, style: style) {
        var attempt = lines
        guard let span = attempt.next(limit: wraps ? room.limit : .infinity) else { return nil }
        let fragmentHeight = assembler.metrics(of: span, truncation: nil).fragmentHeight
        if fragmentHeight > height {
          // The band is taller than thought: look at its rooms again.
          height = fragmentHeight
          continue search
        }
        // Not even the first grapheme cluster fits a narrowed span.
        if wraps, room.isNarrowed, span.width > room.limit { continue }
        lines = attempt
        band = after == nil ? (top, fragmentHeight) : (band.top, max(band.height, fragmentHeight))
        let isSoftBreak = span.reason == .wordBoundary || span.reason == .emergency || span.reason == .character
        continuation = isSoftBreak ? room.spanEnd : nil
        return LinePlace(span: span, top: top, start: room.start - region.lineFragmentPadding, limit: room.limit)
      }
      if after != nil {
        // No room left on the band: the line starts a new one below.
        (top, height, after) = (max(lowestTop, band.top + band.height), 0, nil)
      } else if let next = region.nextTop(after: top, height: height), next.isFinite {
        top = next
      } else {
        ranOutOfRoom = true
        return nil
      }
    }
  }

  /// The rooms of the band from `top`, `height` tall, left to right, that
  /// start at or after `after`: the whole line's room when no exclusion
  /// overlaps the band (as a plain layout's), else each free span less the
  /// padding at both ends, inside the paragraph's indents.
  private func rooms(top: Double, height: Double, after: Double?, index: Int, style: ParagraphStyle) -> [Room] {
    let padding = region.lineFragmentPadding
    let regionWidth = Double(region.size.width)
    let lineWidth = max(0, regionWidth - 2 * padding)
    let head = index == 0 ? style.firstLineHeadIndent : style.headIndent
    guard region.isObstructed(top: top, height: height) else {
      guard after == nil else { return [] }
      let limit = TextLayoutBuilder.availableWidth(line: index, style: style, maxWidth: lineWidth)
      return [Room(start: padding + head, limit: limit, isNarrowed: false, spanEnd: regionWidth)]
    }
    let tailEdge = style.tailIndent > 0 ? style.tailIndent : lineWidth + style.tailIndent
    return region.freeSpans(top: top, height: height).compactMap { span in
      guard span.lowerBound >= (after ?? -.infinity) else { return nil }
      let start = max(span.lowerBound + padding, padding + head)
      let end = min(span.upperBound - padding, padding + tailEdge)
      guard end > start else { return nil }
      return Room(start: start, limit: end - start, isNarrowed: true, spanEnd: span.upperBound)
    }
  }
}
