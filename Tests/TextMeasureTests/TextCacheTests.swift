import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The engine's one cache: found by content (never confused with another
/// text, font, box, option set or profile), within its byte budget, emptied
/// for real, and never keeping its engine alive.
@Suite struct TextCacheTests {
  static func font() throws -> Font { try Font(fileURL: FontFiles.interRegular, size: 17) }
  static let box = CGSize(width: 120, height: Double.infinity)

  @Test func aRepeatedLayout_isFound_andEqualsAFreshOne() throws {
    let measurer = TextMeasurer(engine: TextEngine())
    let text = "Which color do you prefer for the living room, blue or green?"
    let first = try measurer.layout(text, font: try Self.font(), width: 200)
    let again = try measurer.layout(text, font: try Self.font(), width: 200)
    let fresh = try TestCorpus.uncached.layout(text, font: try Self.font(), width: 200)
    let statistics = measurer.engine.cache.statistics
    // The first layout missed itself and its shaping, and filed both, and
    // the glyphs of each of its 12 words (counted apart).
    let words = text.split(separator: " ").count
    #expect(statistics.hits == 1 && statistics.misses == 2 && statistics.evictions == 0)
    #expect(statistics.entries == 2 + words && statistics.wordMisses == words && statistics.wordHits == 0)
    #expect(TestCorpus.fingerprint(again) == TestCorpus.fingerprint(fresh))
    #expect(TestCorpus.fingerprint(first) == TestCorpus.fingerprint(fresh))
  }

  @Test func anotherWidthHeightOrOptionSet_isAnotherLayout_ofTheSameShaping() throws {
    let measurer = TextMeasurer(engine: TextEngine())
    // A monospaced font without kerning: no line edge is shaped again (and filed).
    let mono = try Font(fileURL: FontFiles.dejaVuSansMono, size: 17)
    let text = AttributedText("one two three four five six", attributes: TextAttributes(font: mono))
    let narrow = try measurer.layout(text, constrainedTo: CGSize(width: 60, height: Double.infinity))
    let wide = try measurer.layout(text, constrainedTo: CGSize(width: 600, height: Double.infinity))
    let short = try measurer.layout(text, constrainedTo: CGSize(width: 60, height: 25))
    let zeroWidth = try measurer.layout(text, constrainedTo: CGSize(width: 0, height: Double.infinity))
    let statistics = measurer.engine.cache.statistics
    // Four layouts missed; the shaping missed once and was found three
    // times; its six words were filed.
    #expect(statistics.misses == 5 && statistics.hits == 3 && statistics.entries == 5 + 6)
    #expect(narrow.lines.count > wide.lines.count && short.lines.count == 1)
    // Width 0 is a width: one grapheme cluster a line (the trailing spaces hang).
    #expect(zeroWidth.lines.count == text.string.filter { $0 != " " }.count)
  }

  @Test func canonicallyEquivalentTexts_areDifferentKeys() throws {
    // "é" precomposed and "e" + U+0301 are == as Swift strings but have
    // different code units, which HarfBuzz may shape differently.
    let measurer = TextMeasurer(engine: TextEngine())
    let composed = try measurer.layout("caf\u{E9}", font: try Self.font())
    let decomposed = try measurer.layout("cafe\u{301}", font: try Self.font())
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(measurer.engine.cache.statistics.hits == 0)
    #expect(composed.lines[0].range == 0..<4 && decomposed.lines[0].range == 0..<5)
  }

  @Test func theSameBytesInOtherStorage_areFound_andAnyOtherByteOrSizeIsNot() throws {
    let measurer = TextMeasurer(engine: TextEngine())
    let font = try Self.font()
    let text = "See you at the station at 6, platform 2."
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    let first = try measurer.boundingRect(of: text, font: font, width: 120)
    let again = try measurer.boundingRect(of: copy, font: font, width: 120)
    #expect(measurer.engine.cache.statistics.hits == 1)
    #expect(Double(first.height).bitPattern == Double(again.height).bitPattern)
    _ = try measurer.boundingRect(of: "See you at the station at 6, platform 3.", font: font, width: 120)
    _ = try measurer.boundingRect(of: text, font: font.withSize(18), width: 120)
    #expect(measurer.engine.cache.statistics.hits == 1)
  }

  @Test func fontsCompareByValue_evenWhenOtherEnginesOpenedThem() throws {
    // The same file opened by two engines is two face objects and one font.
    let measurer = TextMeasurer(engine: TextEngine())
    let mine = try Font(fileURL: FontFiles.interRegular, size: 17, engine: measurer.engine)
    let theirs = try Font(fileURL: FontFiles.interRegular, size: 17, engine: TextEngine())
    #expect(mine.face !== theirs.face && mine == theirs && mine.hashValue == theirs.hashValue)
    _ = try measurer.boundingRect(of: "Hello", font: mine, width: 100)
    _ = try measurer.boundingRect(of: "Hello", font: theirs, width: 100)
    #expect(measurer.engine.cache.statistics.hits == 1)
  }

  @Test func theMetricsProfile_isPartOfTheKey() throws {
    let engine = TextEngine()
    let chain = try Self.font().withCascadeList(
      [try Font(fileURL: FontFiles.notoColorEmoji, size: 17)], systemFallback: false)
    let tables = try TextMeasurer(engine: engine).boundingRect(of: "Hi 😀", font: chain)
    let parity = try TextMeasurer(engine: engine, metricsProfile: .iOSParity).boundingRect(of: "Hi 😀", font: chain)
    #expect(engine.cache.statistics.hits == 0)
    // iOS parity: the emoji is 1 em (17 pt) wide, not Noto's 1.245 em.
    #expect(Double(tables.width - parity.width) > 3)
    #expect(TextMeasurer(engine: engine) != TextMeasurer(engine: engine, metricsProfile: .iOSParity))
  }

  @Test func otherAttributesOrRuns_areOtherTexts() throws {
    let measurer = TextMeasurer(engine: TextEngine())
    let font = try Self.font()
    let text = "Kerning changes widths"
    let plain = try measurer.boundingRect(of: text, font: font)
    let kerned = try measurer.boundingRect(AttributedText(text, attributes: TextAttributes(font: font, kern: 2)))
    var twoRuns = AttributedText("Kerning ", attributes: TextAttributes(font: font))
    twoRuns.append("changes widths", attributes: TextAttributes(font: font, kern: 2))
    let mixed = try measurer.boundingRect(twoRuns)
    #expect(measurer.engine.cache.statistics.hits == 0)
    // Hand arithmetic: tracking adds 2 pt after each of the 22 clusters, or the last 14.
    #expect(abs(Double(kerned.width - plain.width) - 2 * 22) < 1e-9)
    #expect(abs(Double(mixed.width - plain.width) - 2 * 14) < 1e-9)
  }

  @Test func lineEdgesShapedAgain_areFiled_andFoundAtTheNextWidth() throws {
    // Inter's contextual forms make "-" next to capitals unsafe to break at:
    // "A - B" shaped whole differs from its words shaped alone (hb-shape shows
    // it in ShapingTests), so a line ending at that edge is shaped again.
    let engine = TextEngine()
    let measurer = TextMeasurer(engine: engine)
    let shaped = try measurer.shape("HELLO - WORLD - AGAIN - THERE", font: try Self.font())
    let entriesAfterShaping = engine.cache.statistics.entries
    _ = try measurer.boundingRect(shaped, constrainedTo: CGSize(width: 90, height: Double.infinity))
    let afterFirst = engine.cache.statistics
    #expect(afterFirst.entries > entriesAfterShaping)
    _ = try measurer.boundingRect(shaped, constrainedTo: CGSize(width: 90, height: Double.infinity))
    let afterSecond = engine.cache.statistics
    #expect(afterSecond.entries == afterFirst.entries && afterSecond.hits > afterFirst.hits)
    #expect(afterSecond.misses == afterFirst.misses)
  }

  @Test func theRectOfAString_andItsLayout_shareOneEntry() throws {
    let measurer = TextMeasurer(engine: TextEngine())
    let font = try Self.font()
    let text = "Sizing a bubble again should cost one lookup."
    let rect = try measurer.boundingRect(of: text, font: font, width: 120)
    let attributed = AttributedText(text, attributes: TextAttributes(font: font))
    // The rect is kept alone (no lines were assembled); the same text as an
    // attributed text is the same key.
    let attributedRect = try measurer.boundingRect(attributed, constrainedTo: Self.box)
    // Two entries, and the glyphs of its eight words.
    #expect(measurer.engine.cache.statistics.hits == 1 && measurer.engine.cache.statistics.entries == 2 + 8)
    // A layout asked for is built from the kept shaping and takes the rect's place.
    let layout = try measurer.layout(attributed, constrainedTo: Self.box)
    let rectAgain = try measurer.boundingRect(of: text, font: font, width: 120)
    #expect(measurer.engine.cache.statistics.entries == 2 + 8)
    for found in [rect, attributedRect, rectAgain] {
      #expect(CacheAgreementTests.bits(found) == CacheAgreementTests.bits(layout.boundingRect))
    }
  }

  @Test func theBudgetBoundsTheBytes_andRemoveAllReleasesEverything() throws {
    let engine = TextEngine(cacheBudget: 1 << 20)
    let measurer = TextMeasurer(engine: engine)
    let font = try Self.font()
    let words = "one two three four five six seven eight nine ten "
    // Each text twice: once the cache is full, a text is stored at its
    // second miss (see aFullShard_storesAWholeTextOnlyAtItsSecondMiss…).
    for index in 0..<300 {
      let text = "\(index) " + String(repeating: words, count: index % 5 + 1)
      for _ in 0..<2 { _ = try measurer.layout(text, font: font, width: 150) }
    }
    var statistics = engine.cache.statistics
    #expect(statistics.bytes <= 1 << 20 && statistics.bytes > 1 << 19)
    #expect(statistics.evictions > 0 && statistics.entries < 600)
    // Errors are not kept.
    for _ in 0..<2 {
      #expect(throws: TextLayoutError.self) { try measurer.layout("x", font: font, width: .nan) }
    }
    engine.cache.budget = 64 << 10
    statistics = engine.cache.statistics
    #expect(statistics.bytes <= 64 << 10)
    engine.cache.removeAll()
    #expect(engine.cache.statistics == TextCache.Statistics())
  }

  /// The shard a key falls in: its hash's top 4 bits (16 shards).
  static func shard(of key: TextCacheKey) -> Int { Int(UInt(bitPattern: key.cacheHash) >> 60) }

  @Test func aFullShard_storesAWholeTextOnlyAtItsSecondMiss_andAlwaysStoresWords() throws {
    // A rect entry costs 64, its key 96 + the string's bytes, and its
    // places in the cache's arrays: 167 + those for the 7 bytes of
    // "text 00". A shard holds two and a half: two fit, a third would
    // evict one.
    let entryCost = 167 + TextCache.bytesPerEntry
    let cache = TextCache(budget: 16 * (2 * entryCost + entryCost / 2))
    let font = try Self.font()
    let purpose = TextCacheKey.Purpose.measuring(Self.box, options: TextLayoutOptions())
    let keys = (0..<200).map { number in
      TextCacheKey(
        text: CachedText(string: String(format: "text %02d", number % 100) + (number < 100 ? "" : "!"),
          font: font, profile: nil),
        purpose: purpose)
    }.filter { Self.shard(of: $0) == 0 }
    try #require(keys.count >= 3)
    let (first, second, third) = (keys[0], keys[1], keys[2])
    func misses(_ key: TextCacheKey) -> Bool {
      cache.read(hash: key.cacheHash, where: { $0 == key }) { _ in true } == nil
    }
    func store(_ key: TextCacheKey) { cache.store(.rect(.zero), for: key) }
    for key in [first, second] {
      #expect(misses(key))
      store(key)
    }
    var statistics = cache.statistics
    #expect(statistics.entries == 2 && statistics.bytes == 2 * entryCost && statistics.refusals == 0)
    // Missed once, the third is refused: the first two stay.
    #expect(misses(third))
    store(third)
    statistics = cache.statistics
    #expect(statistics.entries == 2 && statistics.refusals == 1 && statistics.evictions == 0)
    // Missed again, it is stored in place of the least recently used.
    #expect(misses(third))
    store(third)
    statistics = cache.statistics
    #expect(statistics.entries == 2 && statistics.refusals == 1 && statistics.evictions == 1)
    #expect(!misses(third) && !misses(second) && misses(first))
    // A word's glyphs are stored at once, full or not.
    let run = try TextMeasurer(engine: TextEngine()).shape("x", font: font).storage.paragraphs[0].shaped.runs[0].run
    let source = GlyphSource(face: font.face.identity, plan: ShapingPlan(run), isInlineBox: false)
    let words = (0..<200).compactMap { number -> TextCacheKey? in
      let key = Array("word \(number) ".utf16).withUnsafeBufferPointer {
        TextCacheKey(word: ShapedWordKey(source: source, units: $0, hash: ShapedWordKey.hash(source: source, units: $0)))
      }
      return Self.shard(of: key) == 0 ? key : nil
    }
    try #require(!words.isEmpty)
    cache.store(.glyphs([.none]), for: words[0])
    statistics = cache.statistics
    #expect(statistics.refusals == 1 && statistics.evictions >= 2 && cache.statistics.entries >= 1)
    #expect(!misses(words[0]))
  }

  @Test func aFullCache_refusesTextsMeasuredOnce_andChangesNoResult() throws {
    // 64 KiB hold a few dozen of these texts' entries; 300 distinct texts
    // fill it, then each is measured twice more.
    let engine = TextEngine(cacheBudget: 64 << 10)
    let measurer = TextMeasurer(engine: engine)
    let font = try Self.font()
    let words = "one two three four five six seven eight nine ten "
    let texts = (0..<300).map { "\($0) " + String(repeating: words, count: $0 % 5 + 1) }
    var mismatches = 0
    for pass in 0..<3 {
      for text in texts {
        let layout = try measurer.layout(text, font: font, width: 150)
        let expected = try TestCorpus.uncached.layout(text, font: font, width: 150)
        if TestCorpus.fingerprint(layout) != TestCorpus.fingerprint(expected) { mismatches += 1 }
      }
      if pass == 0 { #expect(engine.cache.statistics.refusals > 0) }
    }
    let statistics = engine.cache.statistics
    #expect(mismatches == 0)
    #expect(statistics.bytes <= 64 << 10 && statistics.refusals > 0 && statistics.evictions > 0)
  }

  @Test func theBudgetCountsEachEntrysPlacesInTheArrays() throws {
    // Enough short texts to fill the cache: each entry takes at least its
    // key's and value's places in the map's arrays, whatever it holds.
    let engine = TextEngine(cacheBudget: 256 << 10)
    let measurer = TextMeasurer(engine: engine)
    let font = try Self.font()
    for number in 0..<3_000 { _ = try measurer.boundingRect(of: "w\(number) x", font: font, width: 150) }
    let statistics = engine.cache.statistics
    let places = MemoryLayout<TextCacheKey?>.stride + MemoryLayout<TextCacheEntry?>.stride
    #expect(statistics.refusals + statistics.evictions > 0)
    #expect(statistics.bytes >= statistics.entries * places && statistics.bytes <= 256 << 10)
  }

  @Test func aBudgetOfZero_cachesNothing() throws {
    let engine = TextEngine(cacheBudget: 0)
    let measurer = TextMeasurer(engine: engine)
    let first = try measurer.layout("Hello Susi", font: try Self.font(), width: 100)
    let again = try measurer.layout("Hello Susi", font: try Self.font(), width: 100)
    #expect(engine.cache.statistics == TextCache.Statistics())
    #expect(TestCorpus.fingerprint(first) == TestCorpus.fingerprint(again))
  }

  @Test func anEngineAndItsCache_areFreedOnceDropped() throws {
    weak var engine: TextEngine?
    weak var face: FontFace?
    try {
      let made = TextEngine()
      engine = made
      let font = try Font(fileURL: FontFiles.dejaVuSans, size: 17, engine: made)
      face = font.face
      let measurer = TextMeasurer(engine: made)
      _ = try measurer.layout("Hello Susi 你好 👍", font: font.withCascadeList([]), width: 100)
      _ = try measurer.shape("Shaped and kept", font: font)
      #expect(made.cache.statistics.entries > 0)
    }()
    #expect(engine == nil)
    // The face went with the last font and the engine's tables.
    #expect(face == nil)
  }
}
