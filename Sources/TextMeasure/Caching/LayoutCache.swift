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

  /// The value (a layout, or a rect) stored for `text` in `size` with
  /// `options`, or `nil`. A rect is read from a layout's entry too; a layout
  /// is not found where only the rect is kept.
  func value<Value: LayoutCacheValue>(_ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions) -> Value? {
    layouts.read(for: LayoutCacheKey(textHash: text.hash, size: size, options: options)) {
      $0.text.matches(text) ? Value.read(from: $0) : nil
    }
  }

  /// `value(_:size:options:)` for `string` in `font` with default
  /// attributes, found by the string's bytes without building a
  /// ``LayoutCacheText`` or copying the string.
  func value<Value: LayoutCacheValue>(of string: String, in font: Font, size: CGSize, options: StringDrawingOptions) -> Value? {
    string.withCodeUnits { codeUnits in
      layouts.read(for: LayoutCacheKey(textHash: LayoutCacheText.hash(ofCodeUnits: codeUnits, in: font), size: size, options: options)) {
        $0.text.matches(codeUnits: codeUnits, in: font) ? Value.read(from: $0) : nil
      }
    }
  }

  /// Stores `value`, made for `text` in `size` with `options`, in place of
  /// any entry it had.
  func store<Value: LayoutCacheValue>(_ value: Value, for text: LayoutCacheText, size: CGSize, options: StringDrawingOptions) {
    layouts.insert(value.entry(for: text), for: LayoutCacheKey(textHash: text.hash, size: size, options: options))
  }
}
