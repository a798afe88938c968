import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The shaping cache and the batch API change how long a layout takes, never
/// what it is: every number of every line, bit for bit, as the uncached,
/// serial path gives it.
@Suite struct ShapingCacheTests {
  /// Everything a layout says, with every Double as its bit pattern.
  static func fingerprint(_ layout: TextLayout) -> [String] {
    let rect = layout.boundingRect
    var rows = ["rect \([rect.minX, rect.minY, rect.width, rect.height].map { Double($0).bitPattern })"]
    for line in layout.lines {
      rows.append(
        "line \(line.range) \(line.width.bitPattern) \(line.baseline.bitPattern) \(Double(line.origin.x).bitPattern) "
          + "\(line.height.bitPattern) \(line.breakReason) \(line.text.debugDescription)")
      for run in line.runs {
        rows.append(
          "  run \(run.font.fontName) \(run.range) \(run.glyphs) \(run.clusters) "
            + "\(run.positions.map { [Double($0.x).bitPattern, Double($0.y).bitPattern] }) "
            + "\(run.advances.map(\.bitPattern)) \(run.kind)")
      }
    }
    return rows
  }

  /// The oracle corpus cases (every script, emoji, bidi, tabs) in their fonts.
  static func corpusCases() throws -> [(text: AttributedText, width: Double)] {
    let (chain, cases) = try ChromiumAgreementTests.load()
    var fonts: [String: Font] = [:]
    func font(_ path: String, _ index: Int) throws -> Font {
      if let known = fonts["\(path):\(index)"] { return known }
      let url = path == "bundled:Inter-Regular" ? FontFiles.interRegular : URL(fileURLWithPath: path)
      let made = try Font(fileURL: url, size: 1, faceIndex: index)
      fonts["\(path):\(index)"] = made
      return made
    }
    return try cases.map { testCase in
      let primary = try font(testCase.font, testCase.index)
      let cascade = try chain.map { try font($0.0, $0.1) }.filter { $0.face !== primary.face }
      let styled = primary.withCascadeList(cascade, systemFallback: false).withSize(testCase.size)
      return (AttributedText(testCase.text, attributes: TextAttributes(font: styled)), testCase.width)
    }
  }

  /// Texts where Inter's contextual alternates reach across spaces (case
  /// forms of "-", bullets, dashes, arrows and math signs after capitals,
  /// "x" between digits), kerning off and tracking, so that the word-by-word
  /// path meets its hazards.
  static let hazardTexts = [
    "HELLO - WORLD", "A - B", "2 x 3", "1 1/2 cups", "go -> there", "(A) [B] {C}", "x", "next time",
    "TIME: 10:30", "a  b   c", "RTL שלום עולם and back", "mixed 😀 emoji 👍🏽 here", "ﻻ سلام عليكم",
    "A • b", "X — Y", "A – B", "GO → NOW", "A ± B × C ÷ D", "A ≈ B ≠ C ≤ D ≥ E", "A ⇒ B ◦ c",
  ]

  @Test func cachedLayouts_areBitIdenticalToUncached_coldAndWarm() throws {
    var cases = try Self.corpusCases()
    let inter = try Font(fileURL: FontFiles.interRegular, size: 17)
    for text in Self.hazardTexts {
      for kern: Double? in [nil, 0, 1.5] {
        cases.append((AttributedText(text, attributes: TextAttributes(font: inter, kern: kern)), 120))
      }
    }
    let uncached = TextMeasurer(shapingCache: nil, layoutCache: nil)
    // The layout cache is off here so that the warm pass really re-lays out
    // from cached words and paragraphs (LayoutCacheTests covers that tier).
    let cached = TextMeasurer(
      shapingCache: ShapingCache(wordLimit: 1_000_000, paragraphLimit: 100_000), layoutCache: nil)
    var mismatches: [String] = []
    for pass in ["cold", "warm"] {
      for (text, width) in cases {
        let size = CGSize(width: width, height: 0)
        let expected = Self.fingerprint(try uncached.layout(text, constrainedTo: size))
        let actual = Self.fingerprint(try cached.layout(text, constrainedTo: size))
        if expected != actual { mismatches.append("\(pass): \(text.string.debugDescription) at \(width)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
    let statistics = try #require(cached.shapingCache).statistics
    // Words recur across cases (sizes, widths, fonts); the warm pass found
    // every paragraph the cold pass stored.
    #expect(statistics.words.hits > statistics.words.misses)
    #expect(statistics.paragraphs.hits > statistics.paragraphs.misses)
  }

  @Test func interCaseForms_reachAcrossSpaces_soThoseRunsAreNotSplit() throws {
    // hb-shape, not the engine, shows the hazard: the hyphen of "A - B"
    // shaped whole is not the glyph of "-" shaped alone.
    let whole = try HBShape.shape(fontFile: FontFiles.interRegular, text: "A - B")
    let alone = try HBShape.shape(fontFile: FontFiles.interRegular, text: "-")
    #expect(whole[2].glyphID != alone[0].glyphID)
    // The same for symbols outside ASCII: "•" after "A " is its case form.
    for symbol in ["•", "—", "→", "×"] {
      let afterCapital = try HBShape.shape(fontFile: FontFiles.interRegular, text: "A \(symbol)")
      let single = try HBShape.shape(fontFile: FontFiles.interRegular, text: symbol)
      #expect(afterCapital[2].glyphID != single[0].glyphID, "\(symbol)")
    }
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let layout = try TextMeasurer(shapingCache: ShapingCache(wordLimit: 64, paragraphLimit: 16), layoutCache: nil)
      .layout("A - B", font: font)
    #expect(layout.lines[0].runs.flatMap(\.glyphs) == whole.map(\.glyphID))
  }

  @Test func wordsAreShared_acrossMessagesAndSizes() throws {
    let cache = ShapingCache(wordLimit: 1024, paragraphLimit: 64)
    let measurer = TextMeasurer(shapingCache: cache, layoutCache: nil)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    // Inter's hazards among ASCII letters are only i, n and x (contextual
    // forms of digits and arrows), so these words are shaped one by one.
    _ = try measurer.layout("hello world today", font: font)
    let afterFirst = cache.statistics.words
    #expect(afterFirst.misses == 3 && afterFirst.hits == 0 && afterFirst.count == 3)
    _ = try measurer.layout("world hello", font: font.withSize(30))
    let afterSecond = cache.statistics.words
    // "world " is found at another size; "hello" without its space is new.
    #expect(afterSecond.hits == 1 && afterSecond.misses == 4)
  }

  @Test func aParagraphSeenBefore_isOnlyBrokenIntoLines() throws {
    let cache = ShapingCache(wordLimit: 1024, paragraphLimit: 64)
    let measurer = TextMeasurer(shapingCache: cache, layoutCache: nil)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let text = "hello world today\nsecond paragraph"
    let wide = try measurer.layout(text, font: font, width: 400)
    let words = cache.statistics.words
    #expect(cache.statistics.paragraphs == CacheStatistics(hits: 0, misses: 2, evictions: 0, count: 2))
    // At another width both paragraphs are found whole: no word is looked up.
    let narrow = try measurer.layout(text, font: font, width: 60)
    #expect(cache.statistics.paragraphs.hits == 2)
    #expect(cache.statistics.words == words)
    #expect(narrow.lines.count > wide.lines.count)
    // Another size is another paragraph (its advances are in points).
    _ = try measurer.layout(text, font: font.withSize(20), width: 60)
    #expect(cache.statistics.paragraphs.misses == 4)
  }

  @Test func theLimitBoundsTheEntries_andRemoveAllEmpties() throws {
    let cache = ShapingCache(wordLimit: 32, paragraphLimit: 16)
    let measurer = TextMeasurer(shapingCache: cache, layoutCache: nil)
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let letters = Array("abcdefghjklmopqrstuvwyz")
    let words = (0..<400).map { String([letters[$0 % 23], letters[$0 / 23 % 23], "q"]) }
    _ = try measurer.layout(words.joined(separator: " "), font: font, width: 200)
    let statistics = cache.statistics.words
    #expect(statistics.count <= 32)
    #expect(statistics.evictions > 0)
    #expect(statistics.count + statistics.evictions == statistics.misses)
    cache.removeAll()
    #expect(cache.statistics == ShapingCache.Statistics())
  }

  @Test func batchLayouts_areBitIdenticalToSerial() throws {
    let cases = try Self.corpusCases()
    // No layout cache: the batch must compute, not find, what the serial pass made.
    let measurer = TextMeasurer(layoutCache: nil)
    for width in Set(cases.map(\.width)).sorted() {
      let texts = cases.filter { $0.width == width }.map(\.text)
      let size = CGSize(width: width, height: 0)
      let serial = try texts.map { try measurer.layout($0, constrainedTo: size).self }
      let batch = try measurer.layouts(texts, constrainedTo: size)
      #expect(batch.count == texts.count)
      #expect(batch.map(Self.fingerprint) == serial.map(Self.fingerprint))
    }
  }

  @Test func batchBoundingRects_matchEachBoundingRect() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let strings = Self.hazardTexts + ["", "one", String(repeating: "long words wrap ", count: 20)]
    let measurer = TextMeasurer(layoutCache: nil)
    let rects = try measurer.boundingRects(of: strings, font: font, width: 150)
    let each = try strings.map { try measurer.layout($0, font: font, width: 150).boundingRect }
    #expect(rects.map { [$0.minX, $0.minY, $0.width, $0.height] } == each.map { [$0.minX, $0.minY, $0.width, $0.height] })
  }

  @Test func batchErrors_reportTheFirstFailingText() throws {
    let font = try Font(fileURL: FontFiles.interRegular, size: 17)
    let good = AttributedText("fine", attributes: TextAttributes(font: font))
    let badKern = AttributedText("bad", attributes: TextAttributes(font: font, kern: .infinity))
    let badSize = AttributedText("worse", attributes: TextAttributes(font: font.withSize(-1)))
    #expect(throws: TextLayoutError.invalidAttribute(name: "kern", value: .infinity)) {
      try TextMeasurer().layouts([good, badKern, good, badSize])
    }
  }
}
