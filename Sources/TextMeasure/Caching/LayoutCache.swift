import Foundation
import Synchronization

/// Whole layouts, kept so that measuring the same text in the same box
/// again (a chat list re-sizing its messages, a cell asked for its height
/// twice) costs a lookup: the cache behind every ``TextMeasurer``.
///
/// The key is the text (compared by its code units and attributes, not by
/// Unicode canonical equivalence, since equivalent strings can shape
/// differently), the size and the options; fonts measured with a metrics
/// profile carry it in the text. Bounded, least-recently-used, over 16
/// locked shards, with hit statistics. A cache never changes a result.
/// Thread-safe.
///
/// Each thread also keeps the last entries it used for plain strings
/// (``RecentLayoutLookups``, up to 1,024), found by the `String`'s and the
/// `Font`'s identity without a lock: asking again with the same values is
/// the fastest lookup. Their hits count as the cache's.
public final class LayoutCache: Sendable {
  /// The cache every ``TextMeasurer`` uses unless given another.
  public static let shared = LayoutCache(limit: 2_048)

  /// The most layouts kept.
  public let limit: Int
  private let layouts: ShardedCache<LayoutCacheKey, LayoutCacheEntry>
  /// This cache since it was made or last emptied, for the threads' recent
  /// lookups: a number no other cache, and no earlier state, ever had.
  private let generation = Atomic<UInt64>(0)
  /// Lookups the threads' recent lookups answered.
  private let recentHits = Atomic<Int>(0)

  /// An empty cache holding at most `limit` layouts (at least 16).
  public init(limit: Int) {
    self.limit = max(16, limit)
    layouts = ShardedCache(limit: self.limit)
    generation.store(Self.newGeneration(), ordering: .relaxed)
  }

  /// What the cache has done since it was made or emptied.
  public var statistics: CacheStatistics {
    var statistics = layouts.statistics
    statistics.hits += recentHits.load(ordering: .relaxed)
    return statistics
  }

  /// Empties the cache and resets its statistics. Entries the threads
  /// recently used are no longer found (they are freed as the threads use
  /// their slots again, or end).
  public func removeAll() {
    generation.store(Self.newGeneration(), ordering: .relaxed)
    layouts.removeAll()
    recentHits.store(0, ordering: .relaxed)
  }

  private static let generations = Atomic<UInt64>(0)

  private static func newGeneration() -> UInt64 {
    generations.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The value (a layout, or a rect) stored for `text` in `size` with
  /// `options`, or `nil`. A rect is read from a layout's entry too; a layout
  /// is not found where only the rect is kept.
  func value<Value: LayoutCacheValue>(_ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions) -> Value? {
    layouts.read(for: LayoutCacheKey(textHash: text.hash, size: size, options: options)) {
      $0.text.matches(text) ? Value.read(from: $0) : nil
    }
  }

  /// `value(_:size:options:)` for `string` in `font` with default
  /// attributes: from the thread's recent lookups when it asked with the
  /// same `String` and `Font` values lately, or else found by the string's
  /// bytes without building a ``LayoutCacheText`` or copying the string
  /// (and then filed among the thread's recent lookups).
  func value<Value: LayoutCacheValue>(of string: String, in font: Font, size: CGSize, options: StringDrawingOptions) -> Value? {
    let recentKey = RecentLookupKey(
      string: string, font: font, size: size, options: options, generation: generation.load(ordering: .relaxed))
    if let recentKey, let found = RecentLayoutLookups.withCurrent({ $0.read(recentKey, Value.read) }) {
      recentHits.wrappingAdd(1, ordering: .relaxed)
      return found
    }
    let entry = string.withCodeUnits { codeUnits in
      layouts.read(for: LayoutCacheKey(textHash: LayoutCacheText.hash(ofCodeUnits: codeUnits, in: font), size: size, options: options)) {
        $0.text.matches(codeUnits: codeUnits, in: font) && Value.read(from: $0) != nil ? $0 : nil
      }
    }
    guard let entry else { return nil }
    if let recentKey { remember(entry, for: recentKey, string: string, font: font) }
    return Value.read(from: entry)
  }

  /// Stores `value`, made for `text` in `size` with `options`, in place of
  /// any entry it had.
  func store<Value: LayoutCacheValue>(_ value: Value, for text: LayoutCacheText, size: CGSize, options: StringDrawingOptions) {
    let entry = value.entry(for: text)
    layouts.insert(entry, for: LayoutCacheKey(textHash: text.hash, size: size, options: options))
    if text.isPlain, let recentKey = RecentLookupKey(
      string: text.string, font: text.font, size: size, options: options, generation: generation.load(ordering: .relaxed))
    {
      remember(entry, for: recentKey, string: text.string, font: text.font)
    }
  }

  private func remember(_ entry: LayoutCacheEntry, for key: RecentLookupKey, string: String, font: Font) {
    _ = RecentLayoutLookups.withCurrent { $0.remember(entry, for: key, string: string, font: font) }
  }
}
