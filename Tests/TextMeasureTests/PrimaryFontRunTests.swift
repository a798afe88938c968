import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The one-run path for ASCII paragraphs in one font must make the run the
/// itemizer's cluster rules make, and stand aside for every other paragraph.
@Suite struct PrimaryFontRunTests {
  /// ASCII paragraphs: letters, no letters (Common), leading weak
  /// characters, controls (tab, CR LF, DEL) and a lone control.
  static let asciiTexts = [
    "Hello, world!", "  (leading) spaces and words", "tab\there\n", "123 + 456 = 579?", "CR\r\nLF",
    "\u{7F}del", "x", "\t", "-- 42 --\n",
  ]

  @Test(arguments: asciiTexts, [UInt8(0), 1])
  func oneFontASCII_isTheClusterRulesRun(text: String, paragraphLevel: UInt8) throws {
    var attributes = TextAttributes(font: try Font(fileURL: FontFiles.dejaVuSans, size: 17))
    attributes.language = "de"
    let (fast, ruled) = Self.runs(of: text, attributes: attributes, paragraphLevel: paragraphLevel)
    // DejaVu Sans has every printable ASCII character: the path is taken.
    #expect(fast != nil)
    #expect(fast.map { [$0] } == ruled)
  }

  @Test func otherParagraphs_takeTheClusterRules() throws {
    let latin = TextAttributes(font: try Font(fileURL: FontFiles.dejaVuSans, size: 17))
    #expect(Self.runs(of: "café", attributes: latin, paragraphLevel: 0).fast == nil)
    #expect(Self.runs(of: "a\u{2019}b", attributes: latin, paragraphLevel: 0).fast == nil)
    // A font without Latin letters: its paragraph of them is not its own.
    let arabic = TextAttributes(font: try Font(fileURL: FontFiles.notoSansArabic, size: 17))
    #expect(!arabic.font.face.covers(0x61))
    #expect(Self.runs(of: "abc", attributes: arabic, paragraphLevel: 0).fast == nil)
  }

  /// The one-run path's answer for `text` at uniform `paragraphLevel`, and
  /// the runs of the cluster rules; grapheme starts by UAX #29 for ASCII
  /// (everywhere but between CR and LF).
  private static func runs(of text: String, attributes: TextAttributes, paragraphLevel: UInt8)
    -> (fast: TextRun?, ruled: [TextRun])
  {
    let units = Array(text.utf16)
    let starts = (0...units.count).map { $0 == 0 || $0 == units.count || !(units[$0 - 1] == 0x0D && units[$0] == 0x0A) }
    let engine = TextEngine(cacheBudget: 0)
    return units.withUnsafeBufferPointer { buffer in
      let itemizer = Itemizer(
        text: buffer, graphemeStarts: GraphemeStarts(starts),
        bidi: BidiLevels(uniform: units.count, paragraphLevel: paragraphLevel), fallback: engine.fallback)
      var ruled: [TextRun] = []
      itemizer.runs(attributeRuns: [AttributedText.Run(range: 0..<units.count, attributes: attributes)], into: &ruled)
      return (itemizer.primaryFontRun(attributes: attributes), ruled)
    }
  }
}
