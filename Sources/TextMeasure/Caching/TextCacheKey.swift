import Foundation
internal import _TextMeasureSupport

/// Where a result is filed in the ``TextCache``: the text (``CachedText``)
/// and what was made of it, with their hash computed once.
struct TextCacheKey: CacheKey, Sendable {
  /// What was made of a text.
  enum Purpose: Equatable, Sendable {
    /// Its shaping (``ShapedText``), split into paragraphs or whole.
    case shaping(splitsParagraphs: Bool)
    /// Its layout, or only the layout's rect, in a box (the bits of the
    /// width and height limits, `.infinity` for none) with drawing options.
    case measuring(width: UInt64, height: UInt64, options: Int)

    /// The purpose of measuring in `size` with `options` (−0 as 0).
    static func measuring(_ size: CGSize, options: StringDrawingOptions) -> Purpose {
      .measuring(
        width: (Double(size.width) + 0).bitPattern, height: (Double(size.height) + 0).bitPattern,
        options: options.rawValue)
    }

    /// Mixes the purpose into a text's hash.
    func hash(mixedWith textHash: Int) -> Int {
      var mixer = CacheHashMixer(textHash)
      switch self {
      case .shaping(let splitsParagraphs):
        mixer.combine(splitsParagraphs ? 1 : 2)
      case .measuring(let width, let height, let options):
        mixer.combine(Int(bitPattern: UInt(width)))
        mixer.combine(Int(bitPattern: UInt(height)))
        mixer.combine(options)
      }
      return mixer.value
    }
  }

  let text: CachedText
  let purpose: Purpose
  let cacheHash: Int

  init(text: CachedText, purpose: Purpose) {
    self.text = text
    self.purpose = purpose
    cacheHash = purpose.hash(mixedWith: text.hash)
  }

  static func == (lhs: TextCacheKey, rhs: TextCacheKey) -> Bool {
    lhs.cacheHash == rhs.cacheHash && lhs.purpose == rhs.purpose && lhs.text.matches(rhs.text)
  }
}
