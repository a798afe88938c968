import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The parts that keep the cache's keys small and its shapings shared: a
/// glyph source made once per shaping plan, word keys compared unit by
/// unit, and paragraphs that read their units from the whole text's.
@Suite struct CacheKeyPartsTests {
  static func font() throws -> Font { try Font(fileURL: FontFiles.notoSans, size: 17) }

  /// The plan entry for the run of "x" in `font`, from `plans`.
  static func planEntry(_ plans: ShapingPlans, font: Font) throws -> ShapingPlans.Entry {
    let run = try TextMeasurer(engine: TextEngine()).shape("x", font: font).storage.paragraphs[0].shaped.runs[0].run
    return plans.entry(for: ShapingPlan(run), face: font.face)
  }

  @Test func glyphSourcesOfEqualPlans_areEqual_andAnInlineBoxsIsApart() throws {
    let font = try Self.font()
    // Two engines' plans: the same settings, different objects.
    let first = try Self.planEntry(ShapingPlans(), font: font)
    let second = try Self.planEntry(ShapingPlans(), font: font)
    let text = first.glyphSource(isInlineBox: false)
    let other = second.glyphSource(isInlineBox: false)
    #expect(text !== other)
    #expect(text == other && text.hash(seed: 42) == other.hash(seed: 42))
    // The same plan gives the same object each time.
    #expect(first.glyphSource(isInlineBox: false) === text)
    let inlineBox = first.glyphSource(isInlineBox: true)
    #expect(inlineBox != text && inlineBox.hash(seed: 42) != text.hash(seed: 42))
    // Keys of one word made through either source name the same entry.
    let units = Array("word ".utf16)
    let keys = units.withUnsafeBufferPointer { units in
      [text, other].map { TextCacheKey(word: ShapedWordKey(source: $0, units: units, hash: ShapedWordKey.hash(source: $0, units: units))) }
    }
    #expect(keys[0] == keys[1] && keys[0].cacheHash == keys[1].cacheHash)
  }

  @Test func aWordKey_matchesItsOwnUnitsOnly() throws {
    let source = try Self.planEntry(ShapingPlans(), font: try Self.font()).glyphSource(isInlineBox: false)
    let word = Array("cat ".utf16)
    let key = word.withUnsafeBufferPointer {
      ShapedWordKey(source: source, units: $0, hash: ShapedWordKey.hash(source: source, units: $0))
    }
    // Same length, one unit apart (first, middle, last); shorter; longer.
    for probe in ["cat ", "bat ", "cot ", "cats", "cat", "cat  ", ""] {
      let units = Array(probe.utf16)
      let matches = units.withUnsafeBufferPointer { key.matches(source: source, units: $0) }
      #expect(matches == (probe == "cat "), "\(probe)")
    }
    let inlineBox = try Self.planEntry(ShapingPlans(), font: try Self.font()).glyphSource(isInlineBox: true)
    #expect(word.withUnsafeBufferPointer { key.matches(source: inlineBox, units: $0) } == false)
  }

  @Test func eachParagraph_readsItsOwnUnitsOfTheText() throws {
    let string = "first line\nsecond\r\nthird, the last\u{2029}"
    let shaped = try TextMeasurer(engine: TextEngine()).shape(string, font: try Self.font())
    let utf16 = Array(string.utf16)
    let paragraphs = shaped.storage.paragraphs
    // Split at LF, CR LF and U+2029; the separator stays with its paragraph,
    // and a text that ends with one has an empty last paragraph.
    let expected = ["first line\n", "second\r\n", "third, the last\u{2029}", ""].map { Array($0.utf16) }
    #expect(paragraphs.count == expected.count)
    for ((range, paragraph), units) in zip(paragraphs, expected) {
      #expect(Array(utf16[range.range]) == units)
      #expect(paragraph.text.count == units.count)
      #expect(paragraph.text.withUnsafeBufferPointer { Array($0) } == units)
      #expect((0..<units.count).map { paragraph.text[$0] } == units)
      #expect(paragraph.text.byteCount == 2 * units.count)
    }
  }
}
