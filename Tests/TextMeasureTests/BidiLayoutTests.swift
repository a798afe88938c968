import EngineFixtures
import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Mixed-direction lines laid out end to end: runs in visual order, right-to-
/// left runs shaped right to left, widths independent of the order, natural
/// alignment from the paragraph's direction; and Indic conjuncts kept whole.
@Suite struct BidiLayoutTests {
  static let size = 17.0

  static func font(direction: WritingDirection = .natural) throws -> (Font, ParagraphStyle) {
    let inter = try TestFonts.font(FontFiles.interRegular, size: size)
    let hebrew = try TestFonts.font(FontFiles.notoSansHebrew, size: size)
    var style = ParagraphStyle()
    style.baseWritingDirection = direction
    return (inter.withCascadeList([hebrew], systemFallback: false), style)
  }

  static func layout(_ text: String, width: Double = .infinity, direction: WritingDirection = .natural) throws -> TextLayout {
    let (font, style) = try font(direction: direction)
    return try TextMeasurer().layout(
      AttributedText(text, attributes: TextAttributes(font: font, paragraphStyle: style)),
      constrainedTo: CGSize(width: width, height: Double.infinity))
  }

  @Test func hebrewInsideEnglish_isOneRightToLeftRunInTheMiddle() throws {
    let line = try #require(try Self.layout("abc שלום def").lines.first)
    #expect(!line.isRightToLeft)
    #expect(line.runs.map(\.isRightToLeft) == [false, true, false])
    // The Hebrew run's glyphs are in visual order: clusters descend.
    let hebrew = line.runs[1].clusters
    #expect(hebrew == hebrew.sorted(by: >) && Set(hebrew).count == hebrew.count)
    // Runs follow each other left to right.
    for (left, right) in zip(line.runs, line.runs.dropFirst()) {
      #expect(Double(right.positions[0].x) >= Double(left.positions[0].x) + left.width - 1e-9)
    }
    // The width is the sum of the parts, each shaped by hb-shape in its font.
    let expected =
      try HBShape.width(fontFile: FontFiles.interRegular, text: "abc ", size: Self.size)
      + HBShape.width(fontFile: FontFiles.notoSansHebrew, text: "שלום", size: Self.size)
      + HBShape.width(fontFile: FontFiles.interRegular, text: " def", size: Self.size)
    #expect(abs(line.width - expected) < 1e-9)
  }

  @Test func hebrewParagraph_putsTheEnglishRunFirstFromTheLeft() throws {
    // Levels: שלום and the space 1, abc 2 (UAX #9 N1/I1); runs by level and
    // font: "שלום" (Hebrew font, 1), " " (Inter, 1), "abc" (Inter, 2). L2
    // reverses the line, so "abc" (logically last) is drawn first from the left.
    let layout = try Self.layout("שלום abc", width: 300)
    let line = try #require(layout.lines.first)
    #expect(line.isRightToLeft)
    #expect(line.runs.map(\.isRightToLeft) == [false, true, true])
    #expect(line.runs.map { $0.clusters.min()! } == [5, 4, 0])
    // Natural alignment of a right-to-left paragraph: flush right.
    #expect(abs(Double(line.origin.x) - (300 - line.width)) < 1e-9)
  }

  @Test func explicitBaseDirection_overridesTheFirstStrongCharacter() throws {
    let ltr = try #require(try Self.layout("שלום abc", width: 300, direction: .leftToRight).lines.first)
    #expect(!ltr.isRightToLeft)
    #expect(ltr.origin.x == 0)
    #expect(ltr.runs.map(\.isRightToLeft) == [true, false])
    let rtl = try #require(try Self.layout("abc", width: 300, direction: .rightToLeft).lines.first)
    #expect(rtl.isRightToLeft)
  }

  @Test func widthsDoNotDependOnDirection() throws {
    let natural = try Self.layout("abc שלום def")
    let forcedRTL = try Self.layout("abc שלום def", direction: .rightToLeft)
    #expect(abs(natural.lines[0].width - forcedRTL.lines[0].width) < 1e-9)
  }

  @Test func devanagariConjunct_isNeverSplit() throws {
    // क्ष (KA, VIRAMA, SSA) and त्रि (TA, VIRAMA, RA, I) are single clusters
    // under Unicode 15.1's GB9c, which ICU 72 predates.
    let font = try TestFonts.font(FontFiles.notoSansDevanagari, size: Self.size)
    let layout = try TextMeasurer().layout("क्षत्रिय", font: font, width: 1)
    #expect(layout.lines.map(\.text) == ["क्ष", "त्रि", "य"])
  }
}
