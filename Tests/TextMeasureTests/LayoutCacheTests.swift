import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// The layout tier: a text measured again in the same box is found, never
/// confused with another text, box or option set, and bounded.
@Suite struct LayoutCacheTests {
  static func font() throws -> Font { try Font(fileURL: FontFiles.interRegular, size: 17) }

  @Test func aRepeatedLayout_isFound_andEqualsAFreshOne() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let text = "Which color do you prefer for the living room, blue or green?"
    let first = try measurer.layout(text, font: try Self.font(), width: 200)
    let again = try measurer.layout(text, font: try Self.font(), width: 200)
    let fresh = try TextMeasurer(shapingCache: nil, layoutCache: nil).layout(text, font: try Self.font(), width: 200)
    #expect(cache.statistics == CacheStatistics(hits: 1, misses: 1, evictions: 0, count: 1))
    #expect(ShapingCacheTests.fingerprint(again) == ShapingCacheTests.fingerprint(fresh))
    #expect(ShapingCacheTests.fingerprint(first) == ShapingCacheTests.fingerprint(fresh))
  }

  @Test func anotherWidthHeightOrOptionSet_isAnotherLayout() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = AttributedText("one two three four five six", attributes: TextAttributes(font: font))
    let narrow = try measurer.layout(text, constrainedTo: CGSize(width: 60, height: 0))
    let wide = try measurer.layout(text, constrainedTo: CGSize(width: 600, height: 0))
    let short = try measurer.layout(text, constrainedTo: CGSize(width: 60, height: 25))
    let oneLine = try measurer.layout(text, constrainedTo: CGSize(width: 60, height: 0), options: [])
    #expect(cache.statistics.misses == 4 && cache.statistics.hits == 0)
    #expect(narrow.lines.count > wide.lines.count)
    #expect(short.lines.count == 1 && oneLine.lines.count == 1)
  }

  @Test func canonicallyEquivalentTexts_areDifferentKeys() throws {
    // "é" precomposed and "e" + U+0301 are == as Swift strings but have
    // different code units, which HarfBuzz may shape differently.
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let composed = try measurer.layout("caf\u{E9}", font: try Self.font())
    let decomposed = try measurer.layout("cafe\u{301}", font: try Self.font())
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(cache.statistics.misses == 2)
    #expect(composed.lines[0].range == 0..<4)
    #expect(decomposed.lines[0].range == 0..<5)
  }

  @Test func theSameBytesInOtherStorage_areFound_andAnyOtherByteIsNot() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = "See you at the station at 6, platform 2."
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    let first = try measurer.boundingRect(of: text, font: font, width: 120)
    let again = try measurer.boundingRect(of: copy, font: font, width: 120)
    #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1)
    #expect(Double(first.height).bitPattern == Double(again.height).bitPattern)
    _ = try measurer.boundingRect(of: "See you at the station at 6, platform 3.", font: font, width: 120)
    _ = try measurer.boundingRect(of: text, font: font.withSize(18), width: 120)
    #expect(cache.statistics.hits == 1 && cache.statistics.misses == 3)
  }

  @Test func theLimitBoundsTheLayouts_andErrorsAreNotKept() throws {
    let cache = LayoutCache(limit: 16)
    let measurer = TextMeasurer(layoutCache: cache)
    for index in 0..<100 { _ = try measurer.layout("message \(index)", font: try Self.font()) }
    #expect(cache.statistics.count <= 16)
    #expect(cache.statistics.evictions == 100 - cache.statistics.count)
    let nan = CGSize(width: Double.nan, height: 0)
    for _ in 0..<2 {
      #expect(throws: TextLayoutError.self) {
        try measurer.layout(AttributedText("x", attributes: TextAttributes(font: try Self.font())), constrainedTo: nan)
      }
    }
    #expect(cache.statistics.count <= 16)
    cache.removeAll()
    #expect(cache.statistics == CacheStatistics())
  }

  @Test func theRectOfAString_isTheLayoutsRect_andSharesItsEntry() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = "Sizing a bubble again should cost one lookup."
    let rect = try measurer.boundingRect(of: text, font: font, width: 120)
    let fresh = try TextMeasurer(shapingCache: nil, layoutCache: nil).layout(text, font: font, width: 120)
    #expect(
      [rect.minX, rect.minY, rect.width, rect.height].map { Double($0).bitPattern }
        == [fresh.boundingRect.minX, fresh.boundingRect.minY, fresh.boundingRect.width, fresh.boundingRect.height]
        .map { Double($0).bitPattern })
    // The same text in the same font, asked for in four ways, is one entry.
    // The first rect is kept alone (no lines were assembled); a layout asked
    // for then is built and takes the entry's place; rects come from it.
    let attributed = AttributedText(text, attributes: TextAttributes(font: font))
    let box = CGSize(width: 120, height: 0)
    let attributedRect = try measurer.boundingRect(attributed, constrainedTo: box)
    #expect(cache.statistics == CacheStatistics(hits: 1, misses: 1, evictions: 0, count: 1))
    _ = try measurer.layout(text, font: try Self.font(), width: 120)
    _ = try measurer.layout(attributed, constrainedTo: box)
    let rectAgain = try measurer.boundingRect(of: text, font: font, width: 120)
    #expect(cache.statistics == CacheStatistics(hits: 3, misses: 2, evictions: 0, count: 1))
    #expect(BoundingRectPathTests.bits(attributedRect) == BoundingRectPathTests.bits(fresh.boundingRect))
    #expect(BoundingRectPathTests.bits(rectAgain) == BoundingRectPathTests.bits(fresh.boundingRect))
  }

  @Test func otherAttributesOrRuns_areOtherTexts() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = "Kerning changes widths"
    let plain = try measurer.boundingRect(of: text, font: font)
    let kerned = try measurer.boundingRect(AttributedText(text, attributes: TextAttributes(font: font, kern: 2)))
    var twoRuns = AttributedText("Kerning ", attributes: TextAttributes(font: font))
    twoRuns.append("changes widths", attributes: TextAttributes(font: font, kern: 2))
    let mixed = try measurer.boundingRect(twoRuns)
    #expect(cache.statistics.misses == 3 && cache.statistics.hits == 0)
    // Hand arithmetic: tracking adds 2 pt after each of the 22 clusters, or the last 14.
    #expect(abs(Double(kerned.width - plain.width) - 2 * 22) < 1e-9)
    #expect(abs(Double(mixed.width - plain.width) - 2 * 14) < 1e-9)
  }
}
