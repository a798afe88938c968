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
  /// `build` makes (then stored, in place of an entry holding only the rect;
  /// errors are thrown and nothing is stored).
  func layout(
    _ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions, build: () throws -> TextLayout
  ) rethrows -> TextLayout {
    try layout(textHash: text.hash, size: size, options: options, { $0.text.matches(text) }, text: { text }, build: build)
  }

  /// `layout(_:size:options:build:)` for `string` in `font` with default
  /// attributes, found without building a ``LayoutCacheText``.
  func layout(
    of string: String, in font: Font, size: CGSize, options: StringDrawingOptions, build: () throws -> TextLayout
  ) rethrows -> TextLayout {
    try layout(
      textHash: LayoutCacheText.hash(of: string, in: font), size: size, options: options,
      { $0.text.matches(string, in: font) }, text: { LayoutCacheText(string: string, font: font) }, build: build)
  }

  /// The bounding rect stored for `text` in `size` with `options` (of a
  /// layout, or alone), or the one `measure` gives (then stored alone).
  func boundingRect(
    _ text: LayoutCacheText, size: CGSize, options: StringDrawingOptions, measure: () throws -> CGRect
  ) rethrows -> CGRect {
    try boundingRect(
      textHash: text.hash, size: size, options: options, { $0.text.matches(text) }, text: { text }, measure: measure)
  }

  /// `boundingRect(_:size:options:measure:)` for `string` in `font` with
  /// default attributes, found without building a ``LayoutCacheText``.
  func boundingRect(
    of string: String, in font: Font, size: CGSize, options: StringDrawingOptions, measure: () throws -> CGRect
  ) rethrows -> CGRect {
    try boundingRect(
      textHash: LayoutCacheText.hash(of: string, in: font), size: size, options: options,
      { $0.text.matches(string, in: font) }, text: { LayoutCacheText(string: string, font: font) }, measure: measure)
  }

  /// The layout filed under `textHash` in an entry `matches` accepts, or the
  /// one `build` makes (stored with `text()`).
  private func layout(
    textHash: Int, size: CGSize, options: StringDrawingOptions, _ matches: @Sendable (LayoutCacheEntry) -> Bool,
    text: () -> LayoutCacheText, build: () throws -> TextLayout
  ) rethrows -> TextLayout {
    let key = LayoutCacheKey(textHash: textHash, size: size, options: options)
    if let layout = layouts.read(for: key, { matches($0) ? $0.layout : nil }) { return layout }
    let layout = try build()
    layouts.insert(LayoutCacheEntry(text: text(), layout: layout), for: key)
    return layout
  }

  /// The rect filed under `textHash` in an entry `matches` accepts, or the
  /// one `measure` gives (stored alone, with `text()`).
  private func boundingRect(
    textHash: Int, size: CGSize, options: StringDrawingOptions, _ matches: @Sendable (LayoutCacheEntry) -> Bool,
    text: () -> LayoutCacheText, measure: () throws -> CGRect
  ) rethrows -> CGRect {
    let key = LayoutCacheKey(textHash: textHash, size: size, options: options)
    if let rect = layouts.read(for: key, { matches($0) ? $0.boundingRect : nil }) { return rect }
    let rect = try measure()
    layouts.insert(LayoutCacheEntry(text: text(), boundingRect: rect), for: key)
    return rect
  }
}
