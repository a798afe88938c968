/// The ``LineSink`` that builds a layout's public lines: each line set is
/// assembled (glyph runs placed, bidi rule L1 applied at its end) as it
/// comes, and its extents are gathered for the bounding rect.
struct LineAssembly: LineSink {
  private(set) var lines: [Line] = []
  /// Each line's head indent.
  private(set) var headIndents: [Double] = []
  private(set) var extents = LineExtents()
  private var current: LineAssembler?
  /// The current paragraph's bidi levels, rule L1 applied at the ends of its lines so far.
  private var levels: [UInt8] = []
  /// `levels` as they were when the last line was assembled.
  private var lastLineLevels: [UInt8] = []

  mutating func begin(_ paragraph: LineAssembler) {
    current = paragraph
    levels = paragraph.paragraph.bidi.levels
  }

  mutating func add(_ line: LineSetting) {
    guard let current else { return }
    let paragraph = current.paragraph
    paragraph.text.withUnsafeBufferPointer {
      VisualOrder.resetTrailingWhitespace(
        of: line.span.range, in: &levels, text: $0, paragraphLevel: paragraph.bidi.paragraphLevel)
    }
    lines.append(current.line(line, levels: levels))
    headIndents.append(line.indent)
    lastLineLevels = levels
    extents.add(line)
  }

  mutating func replaceLast(with line: LineSetting, of paragraph: LineAssembler) {
    guard !lines.isEmpty else { return }
    lines[lines.count - 1] = paragraph.line(line, levels: lastLineLevels)
    extents.replaceLast(with: line, of: paragraph)
  }
}
