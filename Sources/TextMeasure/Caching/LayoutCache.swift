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
  /// `options`, or the one `make` gives, then stored. A rect is read from a
  /// layout's entry too; a layout asked for where only the rect is kept is
  /// made and takes the entry's place. Errors are thrown and nothing is stored.
  func value<Value: LayoutCacheValue>(
    _ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions, make: () throws -> Value
  ) rethrows -> Value {
    try value(textHash: text.hash, size: size, options: options, { $0.text.matches(text) }, text: { text }, make: make)
  }

  /// `value(_:size:options:make:)` for `string` in `font` with default
  /// attributes, found without building a ``LayoutCacheText``.
  func value<Value: LayoutCacheValue>(
    of string: String, in font: Font, size: CGSize, options: StringDrawingOptions, make: () throws -> Value
  ) rethrows -> Value {
    try value(
      textHash: LayoutCacheText.hash(of: string, in: font), size: size, options: options,
      { $0.text.matches(string, in: font) }, text: { LayoutCacheText(string: string, font: font) }, make: make)
  }

  /// The value filed under `textHash` in an entry `matches` accepts, or the
  /// one `make` gives (stored with `text()`).
  private func value<Value: LayoutCacheValue>(
    textHash: Int, size: CGSize, options: StringDrawingOptions, _ matches: @Sendable (LayoutCacheEntry) -> Bool,
    text: () -> LayoutCacheText, make: () throws -> Value
  ) rethrows -> Value {
    let key = LayoutCacheKey(textHash: textHash, size: size, options: options)
    if let found = layouts.read(for: key, { matches($0) ? Value.read(from: $0) : nil }) { return found }
    let made = try make()
    layouts.insert(made.entry(for: text()), for: key)
    return made
  }
}
