import FontOracles
import Foundation
import Synchronization
import Testing

@testable import TextMeasure

/// The front of the layout cache: a thread's recent lookups, found by the
/// identity of the `String` and `Font` asked with. Every answer must be what
/// a fresh measurement gives, however strings are freed and made again.
@Suite struct RecentLayoutLookupsTests {
  static func font() throws -> Font { try Font(fileURL: FontFiles.interRegular, size: 17) }
  static let fresh = TextMeasurer(shapingCache: nil, layoutCache: nil)

  static func key(_ string: String, _ font: Font, width: Double = 200, generation: UInt64 = .max) -> RecentLookupKey? {
    RecentLookupKey(
      string: string, font: font, size: CGSize(width: width, height: 0), options: [.usesLineFragmentOrigin, .usesFontLeading],
      generation: generation)
  }

  /// The rect the calling thread's table files under `key`, if any.
  static func filedRect(_ key: RecentLookupKey) -> CGRect? {
    RecentLayoutLookups.withCurrent { $0.read(key, CGRect.read) }
  }

  @Test func aRepeatedSize_isAnsweredByTheThreadsTable_andCountedAsAHit() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = String(repeating: "Sized again ", count: 4)
    let first = try measurer.boundingRect(of: text, font: font, width: 200)
    let again = try measurer.boundingRect(of: text, font: font, width: 200)
    #expect(cache.statistics == CacheStatistics(hits: 1, misses: 1, evictions: 0, count: 1))
    let expected = BoundingRectPathTests.bits(try Self.fresh.boundingRect(of: text, font: font, width: 200))
    #expect(BoundingRectPathTests.bits(first) == expected)
    #expect(BoundingRectPathTests.bits(again) == expected)
    // The layout is not in the table (only the rect was made), so it is
    // built, and then the table has it too.
    let layout = try measurer.layout(text, font: font, width: 200)
    _ = try measurer.layout(text, font: font, width: 200)
    #expect(cache.statistics == CacheStatistics(hits: 2, misses: 2, evictions: 0, count: 1))
    #expect(BoundingRectPathTests.bits(layout.boundingRect) == expected)
  }

  /// Strings of one length made and freed in turn: malloc hands each the
  /// storage the last one had. A table that did not keep its strings alive
  /// would take a new text for the old one at the same address.
  @Test func aFreedStringsAddress_neverAnswersForAnotherText() throws {
    let measurer = TextMeasurer(layoutCache: LayoutCache(limit: 16))
    let font = try Self.font()
    for narrow in stride(from: 0, through: 40, by: 4) {
      let text = String(repeating: "i", count: narrow) + String(repeating: "W", count: 40 - narrow)
      let rect = try measurer.boundingRect(of: text, font: font, width: 0)
      let again = try measurer.boundingRect(of: text, font: font, width: 0)
      let expected = BoundingRectPathTests.bits(try Self.fresh.boundingRect(of: text, font: font, width: 0))
      #expect(BoundingRectPathTests.bits(rect) == expected && BoundingRectPathTests.bits(again) == expected, "\(narrow)")
    }
  }

  /// Up to 15 bytes a key holds the bytes themselves (two overlapping
  /// loads): changing any one byte at any length gives another key, and the
  /// same bytes in another string give the same key.
  @Test func shortStrings_areKeyedByEveryByte() throws {
    let font = try Self.font()
    for length in 0...15 {
      let plain = String(repeating: "a", count: length)
      let copy = String(decoding: Array(plain.utf8), as: UTF8.self)
      #expect(Self.key(plain, font) == Self.key(copy, font), "\(length)")
      for position in 0..<length {
        var bytes = Array(plain.utf8)
        bytes[position] = UInt8(ascii: "b")
        let changed = String(decoding: bytes, as: UTF8.self)
        #expect(Self.key(plain, font) != Self.key(changed, font), "\(length) \(position)")
      }
    }
    // Canonically equivalent, but other bytes: other keys.
    #expect(Self.key("caf\u{E9}", font) != Self.key("cafe\u{301}", font))
  }

  @Test func anotherFontWidthOrCache_isAnotherKey() throws {
    let font = try Self.font()
    let text = String(repeating: "Keyed by identity ", count: 3)
    let key = try #require(Self.key(text, font))
    #expect(Self.key(text, font, width: 201) != key)
    #expect(Self.key(text, font, generation: 7) != key)
    // An equal font in other storage is another key here; the shared cache,
    // which compares fonts by their fields, still finds it.
    let equalFont = try Self.font()
    #expect(equalFont == font && Self.key(text, equalFont) != key)
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    _ = try measurer.boundingRect(of: text, font: font, width: 200)
    _ = try measurer.boundingRect(of: text, font: equalFont, width: 200)
    _ = try measurer.boundingRect(of: text, font: equalFont, width: 200)
    #expect(cache.statistics == CacheStatistics(hits: 2, misses: 1, evictions: 0, count: 1))
    // Another cache has its own generation: it finds nothing of this one's.
    let other = LayoutCache(limit: 64)
    _ = try TextMeasurer(layoutCache: other).boundingRect(of: text, font: font, width: 200)
    #expect(other.statistics == CacheStatistics(hits: 0, misses: 1, evictions: 0, count: 1))
  }

  @Test func removeAll_forgetsWhatTheThreadsFound() throws {
    let cache = LayoutCache(limit: 64)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let text = String(repeating: "Forgotten ", count: 3)
    _ = try measurer.boundingRect(of: text, font: font, width: 200)
    _ = try measurer.boundingRect(of: text, font: font, width: 200)
    cache.removeAll()
    _ = try measurer.boundingRect(of: text, font: font, width: 200)
    #expect(cache.statistics == CacheStatistics(hits: 0, misses: 1, evictions: 0, count: 1))
  }

  /// One key more than a set holds, all of one set, filed in turn: the set
  /// keeps the newest.
  @Test func aFullSet_dropsTheOldestFiled() throws {
    let font = try Self.font()
    var sameSet: [(text: String, key: RecentLookupKey)] = []
    var index = 0
    let set = { (key: RecentLookupKey) in key.hash & (RecentLayoutLookups.setCount - 1) }
    while sameSet.count < RecentLayoutLookups.ways + 1 {
      let text = "set member \(index)"
      let key = try #require(Self.key(text, font))
      if sameSet.isEmpty || set(sameSet[0].key) == set(key) { sameSet.append((text, key)) }
      index += 1
    }
    for (number, member) in sameSet.enumerated() {
      let entry = LayoutCacheEntry(
        text: LayoutCacheText(string: member.text, font: font), boundingRect: CGRect(x: 0, y: 0, width: number, height: 1))
      _ = RecentLayoutLookups.withCurrent { $0.remember(entry, for: member.key, string: member.text, font: font) }
    }
    #expect(Self.filedRect(sameSet[0].key) == nil)
    #expect(sameSet.dropFirst().map { Self.filedRect($0.key).map { Double($0.width) } } == [1, 2, 3, 4])
  }

  /// Each thread has its own table: all hits and misses are counted, and
  /// every answer is a fresh measurement's.
  @Test func everyThread_answersRightly_andIsCounted() throws {
    let cache = LayoutCache(limit: 256)
    let measurer = TextMeasurer(layoutCache: cache)
    let font = try Self.font()
    let texts = (0..<40).map { "Message \($0) of a conversation, sized on every core" }
    let expected = try texts.map { BoundingRectPathTests.bits(try Self.fresh.boundingRect(of: $0, font: font, width: 180)) }
    let rounds = 8
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: rounds) { _ in
      for _ in 0..<3 {
        for (text, bits) in zip(texts, expected) {
          let rect = try? measurer.boundingRect(of: text, font: font, width: 180)
          if rect.map(BoundingRectPathTests.bits) != bits { mismatches.withLock { $0 += 1 } }
        }
      }
    }
    #expect(mismatches.withLock { $0 } == 0)
    let statistics = cache.statistics
    #expect(statistics.hits + statistics.misses == rounds * 3 * texts.count)
    #expect(statistics.misses >= texts.count && statistics.count == texts.count)
  }
}
