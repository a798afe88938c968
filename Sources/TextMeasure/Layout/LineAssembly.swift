/// The ``LineSink`` that builds a layout's public lines: each line set is
/// assembled (glyph runs placed, bidi rule L1 applied at its end) as it
/// comes, and its extents are gathered for the bounding rect.
struct LineAssembly: LineSink {
  private(set) var lines: [Line] = []
  /// Each line's head indent.
  private(set) var headIndents: [Double] = []
  private(set) var extents = LineExtents()
  private var current: LineAssembler?
  /// The current paragraph's bidi levels, rule L1 applied at the ends of its
  /// lines so far (in place: each line's reset changes only its own units,
  /// so the array is made once per paragraph); empty for a paragraph whose
  /// levels are uniform, which L1 leaves as they are.
  private var levels: [UInt8] = []
  /// The previous paragraph's `levels`, for a last line replaced after the
  /// next paragraph began.
  private var previousLevels: [UInt8] = []
  /// Whether the last line added belongs to the current paragraph.
  private var lastLineIsCurrent = false

  mutating func begin(_ paragraph: LineAssembler) {
    current = paragraph
    previousLevels = levels
    levels = paragraph.paragraph.hasUniformLevels ? [] : paragraph.paragraph.bidi.levels
    lastLineIsCurrent = false
  }

  mutating func add(_ line: LineSetting) {
    guard let current else { return }
    let paragraph = current.paragraph
    // Where every level is the paragraph's, rule L1 changes nothing.
    if !paragraph.hasUniformLevels {
      paragraph.text.withUnsafeBufferPointer {
        VisualOrder.resetTrailingWhitespace(
          of: line.span.range, in: &levels, text: $0, paragraphLevel: paragraph.bidi.paragraphLevel)
      }
    }
    lines.append(current.line(line, levels: levels))
    headIndents.append(line.indent)
    lastLineIsCurrent = true
    extents.add(line)
  }

  mutating func replaceLast(with line: LineSetting, of paragraph: LineAssembler) {
    guard !lines.isEmpty else { return }
    lines[lines.count - 1] = paragraph.line(line, levels: lastLineIsCurrent ? levels : previousLevels)
    extents.replaceLast(with: line, of: paragraph)
  }
}
