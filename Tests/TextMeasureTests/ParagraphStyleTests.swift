import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Every `ParagraphStyle` property, in DejaVu Sans Mono at 20 pt: widths are
/// monospace cells (hand arithmetic) and heights come from its `hhea` table.
@Suite struct ParagraphStyleTests {
  static let cell = LineBreakingTests.cell

  /// One natural line: hhea ascender − descender + lineGap at 20 pt.
  static func naturalLine() throws -> (height: Double, descent: Double) {
    let m = try LayoutTests.hhea(FontFiles.dejaVuSansMono.path, size: 20)
    return (m.ascender - m.descender + m.lineGap, -m.descender + m.lineGap)
  }

  static func layout(_ text: String, columns: Double = .infinity, _ configure: (inout ParagraphStyle) -> Void) throws
    -> TextLayout
  {
    var style = ParagraphStyle()
    configure(&style)
    return try LayoutTests.layout(
      text, path: FontFiles.dejaVuSansMono.path, size: 20, width: columns * cell, style: style)
  }

  @Test func lineSpacing_isAddedBelowEveryLine_lastIncluded() throws {
    let line = try Self.naturalLine()
    let layout = try Self.layout("a\nb\nc") { $0.lineSpacing = 7 }
    #expect(abs(Double(layout.size.height) - 3 * (line.height + 7)) < 1e-9)
    #expect(abs(Double(layout.lines[2].origin.y) - 2 * (line.height + 7)) < 1e-9)
    #expect(try Self.layout("a") { $0.lineSpacing = 7 }.size.height == CGFloat(line.height + 7))
  }

  @Test func paragraphSpacing_onlyBetweenParagraphs() throws {
    let line = try Self.naturalLine()
    let layout = try Self.layout("a\nb\nc") {
      $0.paragraphSpacing = 10
      $0.paragraphSpacingBefore = 3
    }
    #expect(layout.lines[0].origin.y == 0)
    #expect(abs(Double(layout.size.height) - (3 * line.height + 2 * (10 + 3))) < 1e-9)
    // Wrapped lines of one paragraph get no paragraph spacing.
    let wrapped = try Self.layout("aaa bbb", columns: 4) { $0.paragraphSpacing = 10 }
    #expect(wrapped.lines.count == 2)
    #expect(abs(Double(wrapped.size.height) - 2 * line.height) < 1e-9)
  }

  @Test func lineHeightMultiple_scalesTheNaturalHeight_extraAbove() throws {
    let line = try Self.naturalLine()
    let layout = try Self.layout("a\nb") { $0.lineHeightMultiple = 1.5 }
    #expect(abs(Double(layout.size.height) - 2 * 1.5 * line.height) < 1e-9)
    // The baseline keeps its distance from the bottom of the line box.
    #expect(abs(layout.lines[0].baseline - (1.5 * line.height - line.descent)) < 1e-9)
  }

  @Test func minimumAndMaximumLineHeight_clamp() throws {
    let line = try Self.naturalLine()
    #expect(try Self.layout("a\nb") { $0.minimumLineHeight = 50 }.size.height == 100)
    #expect(try Self.layout("a\nb") { $0.maximumLineHeight = 10 }.size.height == 20)
    #expect(try Self.layout("a") { $0.minimumLineHeight = 1 }.size.height == CGFloat(line.height))
    // The multiple applies first, then the clamp.
    let both = try Self.layout("a") {
      $0.lineHeightMultiple = 2
      $0.maximumLineHeight = 30
    }
    #expect(both.size.height == 30)
  }

  @Test func alignment_placesLinesInTheContainer() throws {
    let cell = Self.cell
    #expect(try Self.layout("abc", columns: 10) { $0.alignment = .center }.lines[0].origin.x == CGFloat(3.5 * cell))
    #expect(try Self.layout("abc", columns: 10) { $0.alignment = .right }.lines[0].origin.x == CGFloat(7 * cell))
    #expect(try Self.layout("abc", columns: 10) { $0.alignment = .natural }.lines[0].origin.x == 0)
    #expect(try Self.layout("abc", columns: 10) { $0.alignment = .justified }.lines[0].origin.x == 0)
    // Alignment never changes the measured size.
    let centered = try Self.layout("abc", columns: 10) { $0.alignment = .center }
    #expect(Double(centered.size.width) == 3 * cell)
  }

  @Test func trailingSpacesAtAParagraphsEnd_hangOutsideTheAlignment() throws {
    // The chosen rule (Apple documents none): trailing whitespace hangs at
    // every line end, the paragraph's last included, so "abc   " aligns as
    // "abc". Reports of iOS 7 and later agree (UILabel drops trailing
    // spaces from right alignment: blog.lidaren.com, "iOS UILabel 取消自動
    // trim"); Chromium (pre-wrap) counts them at a paragraph's end instead.
    for text in ["abc   ", "abc   \ndef"] {
      let centered = try Self.layout(text, columns: 10) { $0.alignment = .center }
      let right = try Self.layout(text, columns: 10) { $0.alignment = .right }
      #expect(centered.lines[0].origin.x == CGFloat(3.5 * Self.cell))
      #expect(right.lines[0].origin.x == CGFloat(7 * Self.cell))
    }
  }

  @Test func firstLineHeadIndent_narrowsAndMovesTheFirstLine() throws {
    let layout = try Self.layout("aaa bbb ccc", columns: 7) { $0.firstLineHeadIndent = 4 * Self.cell }
    #expect(layout.lines.map(\.text) == ["aaa ", "bbb ccc"])
    #expect(Double(layout.lines[0].origin.x) == 4 * Self.cell)
    #expect(layout.lines[1].origin.x == 0)
    #expect(Double(layout.boundingRect.minX) == 4 * Self.cell)
  }

  @Test func headIndent_narrowsAndMovesTheOtherLines() throws {
    let layout = try Self.layout("aaa bbb ccc", columns: 7) { $0.headIndent = 2 * Self.cell }
    #expect(layout.lines.map(\.text) == ["aaa bbb ", "ccc"])
    #expect(Double(layout.lines[1].origin.x) == 2 * Self.cell)
  }

  @Test func tailIndent_negativeFromTheTrailingEdge_positiveFromTheLeadingEdge() throws {
    let fromTrailing = try Self.layout("aaa bbb ccc", columns: 9) { $0.tailIndent = -2 * Self.cell }
    #expect(fromTrailing.lines.map(\.text) == ["aaa bbb ", "ccc"])
    let fromLeading = try Self.layout("aaa bbb ccc", columns: .infinity) { $0.tailIndent = 5 * Self.cell }
    #expect(fromLeading.lines.map(\.text) == ["aaa ", "bbb ", "ccc"])
  }

  @Test func defaultTabInterval_setsTheStops() throws {
    let layout = try Self.layout("a\tb") { $0.defaultTabInterval = 100 }
    #expect(layout.lines[0].width == 100 + Self.cell)
  }

  @Test func aTabIntervalTooSmallToStepFromThePen_addsNothing() throws {
    // Found by Fuzz/fuzz-text-layout: with the smallest subnormal interval,
    // x / interval overflowed and a tab advanced to x = ∞ (hidden when it
    // hung at a line's end, so the layout kept an infinite advance).
    for interval in [Double.leastNonzeroMagnitude, 1e-300] {
      let layout = try Self.layout("ab\t\tc") { $0.defaultTabInterval = interval }
      let advances = layout.lines.flatMap(\.runs).flatMap(\.advances)
      #expect(advances.allSatisfy { $0.isFinite && $0 >= 0 })
      #expect(layout.lines[0].width == 3 * Self.cell)
    }
  }

  @Test func eachParagraph_usesTheStyleAtItsStart() throws {
    let line = try Self.naturalLine()
    let font = try LayoutTests.font(FontFiles.dejaVuSansMono.path, size: 20)
    var spaced = ParagraphStyle()
    spaced.lineSpacing = 10
    var text = AttributedText("a\n", attributes: TextAttributes(font: font))
    text.append("b", attributes: TextAttributes(font: font, paragraphStyle: spaced))
    let layout = try TextMeasurer().layout(text)
    #expect(abs(Double(layout.size.height) - (2 * line.height + 10)) < 1e-9)
  }
}
