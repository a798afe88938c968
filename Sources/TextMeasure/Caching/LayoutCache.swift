import Foundation

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
public final class LayoutCache: Sendable {
  /// The cache every ``TextMeasurer`` uses unless given another.
  public static let shared = LayoutCache(limit: 2_048)

  /// The most layouts kept.
  public let limit: Int
  private let layouts: ShardedCache<LayoutCacheKey, LayoutCacheEntry>

  /// An empty cache holding at most `limit` layouts (at least 16).
  public init(limit: Int) {
    self.limit = max(16, limit)
    layouts = ShardedCache(limit: self.limit)
  }

  /// What the cache has done since it was made or emptied.
  public var statistics: CacheStatistics { layouts.statistics }

  /// Empties the cache and resets its statistics.
  public func removeAll() {
    layouts.removeAll()
  }

  /// What `part` takes from the layout stored for `text` in `size` with
  /// `options`, or from the one `build` makes (then stored; errors are
  /// thrown and nothing is stored). The layout is read in place.
  func read<Part: Sendable>(
    _ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions, _ part: @Sendable (TextLayout) -> Part,
    build: () throws -> TextLayout
  ) rethrows -> Part {
    try layouts.read(for: LayoutCacheKey(text: text, size: size, options: options)) { entry in
      entry.text.matches(text) ? part(entry.layout) : nil
    } make: {
      let layout = try build()
      return (LayoutCacheEntry(text: text, layout: layout), part(layout))
    }
  }
}
