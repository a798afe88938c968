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

  /// The layout stored for `text` in `size` with `options`, or the one
  /// `build` makes (then stored; errors are thrown and nothing is stored).
  func layout(
    _ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions, build: () throws -> TextLayout
  ) rethrows -> TextLayout {
    let key = LayoutCacheKey(textHash: text.hash, size: size, options: options)
    if let entry = layouts.value(for: key, where: { $0.text.matches(text) }) { return entry.layout }
    return try store(build(), text: text, key: key)
  }

  /// `layout(_:size:options:build:)` for `string` in `font` with default
  /// attributes; looking it up builds no ``LayoutCacheText``.
  func layout(
    of string: String, in font: Font, size: CGSize, options: StringDrawingOptions, build: () throws -> TextLayout
  ) rethrows -> TextLayout {
    let key = LayoutCacheKey(textHash: LayoutCacheText.hash(of: string, in: font), size: size, options: options)
    if let entry = layouts.value(for: key, where: { $0.text.matches(string, in: font) }) { return entry.layout }
    return try store(build(), text: LayoutCacheText(string: string, font: font), key: key)
  }

  private func store(_ layout: TextLayout, text: LayoutCacheText, key: LayoutCacheKey) -> TextLayout {
    layouts.insert(LayoutCacheEntry(text: text, layout: layout), for: key)
    return layout
  }
}
