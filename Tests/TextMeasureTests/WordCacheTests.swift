import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Words shaped in one text and reused in others: every glyph of a text
/// shaped with a warm word cache is HarfBuzz's shaping of the whole text
/// (hb-shape), in fonts without and with lookups across the space.
@Suite struct WordCacheTests {
  /// The fonts: the three primary fonts, and a fixture whose kerning and
  /// a ligature reach across the space.
  static let fonts = [FontFiles.interRegular, FontFiles.notoSans, FontFiles.dejaVuSans, FontFiles.interCrossSpace]

  /// Texts that meet the fixture's lookups across the space (T then space,
  /// space then T or A, "x x"), and Inter's (capitals around "-", "x"
  /// between digits), with words that recur around them.
  static let crossSpaceTexts = [
    "Tx x T A", "a T b", "the A team", "x x", "a x b", "the x x T", "HELLO - WORLD", "a - b", "2 x 3", "the cat",
    "cat T", "TA AT", "x  x", "A  T  A", "the team A T x",
  ]

  /// The corpus messages one font shapes alone: one line, no tab, every
  /// character in the Basic Multilingual Plane below U+0250 or general
  /// punctuation (one left-to-right run) with a glyph in the font.
  static func corpusTexts(for file: URL) throws -> [String] {
    let corpus = FontFiles.repositoryRoot.appendingPathComponent("Benchmarks/Corpus/chat-public.jsonl")
    let font = try Font(fileURL: file, size: 17)
    return try String(contentsOf: corpus, encoding: .utf8).split(separator: "\n").compactMap { line in
      let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let text = row?["text"] as? String else { return nil }
      let fits = text.unicodeScalars.allSatisfy { scalar in
        (0x20..<0x250).contains(scalar.value) || (0x2010..<0x2030).contains(scalar.value)
      }
      return fits && text.unicodeScalars.allSatisfy { font.face.nominalGlyph(for: $0.value) != nil } ? text : nil
    }
  }

  /// The engine's glyphs of `text` in `font`, as hb-shape prints them.
  static func glyphs(of text: String, font: Font, measurer: TextMeasurer) throws -> [HBShape.Glyph] {
    let shaped = try measurer.shape(text, font: font)
    return shaped.storage.paragraphs.flatMap { $0.shaped.runs }.flatMap(\.glyphs).map { glyph in
      HBShape.Glyph(
        glyphID: glyph.id, cluster: glyph.cluster, xAdvance: Int(glyph.xAdvance), yAdvance: 0,
        xOffset: Int(glyph.xOffset), yOffset: Int(glyph.yOffset))
    }
  }

  @Test(arguments: fonts)
  func textsShapedWithAWarmWordCache_areHarfBuzzsShapingOfTheWholeText(file: URL) throws {
    let texts = try Self.corpusTexts(for: file) + Self.crossSpaceTexts
    #expect(texts.count > 50)
    let font = try Font(fileURL: file, size: 17).withCascadeList([], systemFallback: false)
    let engine = TextEngine()
    let measurer = TextMeasurer(engine: engine)
    // Warm with every other text, then shape the rest: words found in the
    // cache come from other texts.
    for text in texts.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
      _ = try measurer.shape(text, font: font)
    }
    let warm = engine.cache.statistics
    for text in texts.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) + Self.crossSpaceTexts.reversed() {
      let expected = try HBShape.shape(fontFile: file, text: text)
      #expect(try Self.glyphs(of: text, font: font.withSize(13), measurer: measurer) == expected, "\(text)")
    }
    // The fixture's kerning pairs the space with T: no run is split.
    if file == FontFiles.interCrossSpace {
      #expect(engine.cache.statistics.wordHits == 0 && engine.cache.statistics.wordMisses == 0)
    } else {
      #expect(engine.cache.statistics.wordHits > warm.wordHits)
    }
  }

  /// The word boundaries of `file` with the plan of a plain Latin run.
  static func boundaries(of file: URL) throws -> (WordBoundaries?, Font) {
    let font = try Font(fileURL: file, size: 17)
    let run = try TextMeasurer(engine: TextEngine()).shape("a b", font: font).storage.paragraphs[0].shaped.runs[0].run
    return (ShapingPlans().entry(for: ShapingPlan(run), face: font.face).wordBoundaries, font)
  }

  /// hb-shape of `first` and of `second` alone, the second's clusters moved past the first.
  static func shapedApart(_ first: String, _ second: String, file: URL) throws -> [HBShape.Glyph] {
    let tail = try HBShape.shape(fontFile: file, text: second).map { glyph in
      var moved = glyph
      moved.cluster += first.unicodeScalars.count
      return moved
    }
    return try HBShape.shape(fontFile: file, text: first) + tail
  }

  @Test func aRunIsSplitOnlyWhereHarfBuzzShapesTheWordsAlikeApart() throws {
    // Inter: its contextual forms read capitals, digits and brackets across
    // spaces. Every pair the boundaries let be split must shape apart as
    // whole (hb-shape), and the pairs that do not must include some that
    // shape differently.
    let (found, interFont) = try Self.boundaries(of: FontFiles.interRegular)
    let inter = try #require(found)
    let words = ["HELLO ", "- ", "WORLD", "x ", "2 ", "3", "(A) ", "[B]", "cat ", "sat", "The ", "end.", "a: ", "b"]
    var split = 0
    var keptWhole: [(String, String)] = []
    for first in words where first.hasSuffix(" ") {
      for second in words {
        let text = Array((first + second).utf16)
        let allowed = text.withUnsafeBufferPointer { inter.allowSplitting($0, face: interFont.face) }
        if allowed {
          split += 1
          let whole = try HBShape.shape(fontFile: FontFiles.interRegular, text: first + second)
          #expect(whole == (try Self.shapedApart(first, second, file: FontFiles.interRegular)), "\(first + second)")
        } else {
          keptWhole.append((first, second))
        }
      }
    }
    #expect(split > 10)
    let differ = try keptWhole.filter { first, second in
      try HBShape.shape(fontFile: FontFiles.interRegular, text: first + second)
        != (try Self.shapedApart(first, second, file: FontFiles.interRegular))
    }
    #expect(!differ.isEmpty)
    // The fixture and Liberation Sans kern the space itself: no run with a
    // space is split, and "A T" shapes differently apart.
    for file in [FontFiles.interCrossSpace, FontFiles.liberationSans] {
      let (found, font) = try Self.boundaries(of: file)
      let boundaries = try #require(found)
      let text = Array("a T".utf16)
      #expect(text.withUnsafeBufferPointer { boundaries.allowSplitting($0, face: font.face) } == false)
      #expect(try HBShape.shape(fontFile: file, text: "A T") != (try Self.shapedApart("A ", "T", file: file)))
    }
  }

  @Test func wordsOfAnEarlierText_areFound_andTheRestIsShaped() throws {
    // Noto Sans: no lookup of its Latin plan meets the space, so every word is split.
    let engine = TextEngine()
    let measurer = TextMeasurer(engine: engine)
    let font = try Font(fileURL: FontFiles.notoSans, size: 17)
    _ = try Self.glyphs(of: "the cat sat", font: font, measurer: measurer)
    // Three words, none found: "the ", "cat ", "sat".
    #expect(engine.cache.statistics.wordMisses == 3 && engine.cache.statistics.wordHits == 0)
    let glyphs = try Self.glyphs(of: "the dog sat", font: font, measurer: measurer)
    // "the " and "sat" found, "dog " shaped.
    #expect(engine.cache.statistics.wordMisses == 4 && engine.cache.statistics.wordHits == 2)
    #expect(glyphs == (try HBShape.shape(fontFile: FontFiles.notoSans, text: "the dog sat")))
  }

  @Test func anEngineWithoutACache_looksNoWordUp() throws {
    let engine = TextEngine(cacheBudget: 0)
    let measurer = TextMeasurer(engine: engine)
    let font = try Font(fileURL: FontFiles.notoSans, size: 17)
    for text in ["the cat sat", "the dog sat"] {
      let expected = try HBShape.shape(fontFile: FontFiles.notoSans, text: text)
      #expect(try Self.glyphs(of: text, font: font, measurer: measurer) == expected)
    }
    #expect(engine.cache.statistics == TextCache.Statistics())
  }

  @Test func threadsSharingTheWordCache_giveOneThreadsLayouts() async throws {
    let texts = try Self.corpusTexts(for: FontFiles.interRegular)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let alone = try texts.map { TestCorpus.fingerprint(try TestCorpus.uncached.layout($0, font: font, width: 200)) }
    let shared = TextMeasurer(engine: TextEngine())
    let layouts = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
      for (index, text) in texts.enumerated() {
        group.addTask { (index, TestCorpus.fingerprint(try shared.layout(text, font: font, width: 200))) }
      }
      return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
    }
    #expect(texts.indices.allSatisfy { layouts[$0] == alone[$0] })
    #expect(shared.engine.cache.statistics.wordHits > 0)
  }
}
