import TextMeasure
internal import _TextMeasureSupport

/// The fonts a batch measurer has made, by request: a font named again is
/// not looked up, opened, or given its fallbacks again, so that a line
/// costs neither a path's standardisation nor a `stat`.
///
/// Thread-safe; it keeps the ``capacity`` fonts used last.
final class FontMemo: Sendable {
  /// The most fonts kept.
  static let capacity = 256

  /// A request with its hash, computed once.
  private struct Key: CacheKey {
    let request: FontRequest
    let cacheHash: Int

    init(_ request: FontRequest) {
      self.request = request
      cacheHash = request.hashValue
    }
  }

  private let fonts = Locked(LeastRecentlyUsedCache<Key, Font>(costLimit: FontMemo.capacity))

  /// How many fonts are kept, at most ``capacity``.
  var count: Int { fonts.withLock { $0.totalCost } }

  /// The font of `request`, made by `make` when it is not kept (and kept then).
  ///
  /// - Throws: what `make` throws; a font that could not be made is not kept.
  func font(for request: FontRequest, make: (FontRequest) throws -> Font) rethrows -> Font {
    let key = Key(request)
    if let font = fonts.withLock({ $0.value(forKey: key) }) { return font }
    let font = try make(request)
    fonts.withLock { _ = $0.insert(font, forKey: key) }
    return font
  }
}
