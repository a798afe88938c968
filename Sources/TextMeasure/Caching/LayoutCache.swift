import Foundation

/// Whole layouts, kept so that measuring the same text in the same box
/// again (a chat list re-sizing its messages, a cell asked for its height
/// twice) costs a lookup: the cache behind every ``TextMeasurer``.
///
/// The key is the text (compared by its UTF-16 code units and attributes,
/// not by Unicode canonical equivalence, since equivalent strings can shape
/// differently), the size and the options; fonts measured with a metrics
/// profile carry it in the text. Bounded, least-recently-used, over 16
/// locked shards, with hit statistics. A cache never changes a result.
/// Thread-safe.
public final class LayoutCache: Sendable {
  /// The cache every ``TextMeasurer`` uses unless given another.
  public static let shared = LayoutCache(limit: 2_048)

  /// The most layouts kept.
  public let limit: Int
  private let layouts: ShardedCache<LayoutCacheKey, TextLayout>

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

  /// The layout stored for `key`, or the one `build` makes (then stored;
  /// errors are thrown and nothing is stored).
  func layout(for key: LayoutCacheKey, build: () throws -> TextLayout) rethrows -> TextLayout {
    try layouts.value(for: key, make: build)
  }
}

/// What a layout depends on: the text and its attributes, the box, the options.
struct LayoutCacheKey: Hashable, Sendable {
  var text: AttributedText
  var width: Double
  var height: Double
  var options: StringDrawingOptions

  func hash(into hasher: inout Hasher) {
    text.string.hashCodeUnits(into: &hasher)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(options)
    hasher.combine(text.runs.count)
  }

  static func == (lhs: LayoutCacheKey, rhs: LayoutCacheKey) -> Bool {
    lhs.width.bitPattern == rhs.width.bitPattern && lhs.height.bitPattern == rhs.height.bitPattern
      && lhs.options == rhs.options && lhs.text.runs == rhs.text.runs
      && lhs.text.defaultAttributes == rhs.text.defaultAttributes
      && lhs.text.string.hasSameCodeUnits(as: rhs.text.string)
  }
}
