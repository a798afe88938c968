import Foundation
internal import _TextMeasureSupport

/// Where a result is filed in the ``TextCache``: the text (``CachedText``)
/// and what was made of it, or a line edge's text and shaping
/// (``ShapedEdgeKey``), with their hash computed once.
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

  /// What a key names.
  enum Subject: Sendable {
    /// What was made of a text, for `purpose`.
    case text(CachedText, purpose: Purpose)
    /// A line edge's glyphs.
    case edge(ShapedEdgeKey)
  }

  let subject: Subject
  let cacheHash: Int

  /// The key of what was made of `text` for `purpose`.
  init(text: CachedText, purpose: Purpose) {
    subject = .text(text, purpose: purpose)
    cacheHash = purpose.hash(mixedWith: text.hash)
  }

  /// The key of a line edge's glyphs.
  init(edge: ShapedEdgeKey) {
    subject = .edge(edge)
    cacheHash = edge.hash
  }

  /// Whether this names what was made of `text` for `purpose`.
  func isText(_ text: CachedText, for purpose: Purpose) -> Bool {
    guard case .text(let own, let ownPurpose) = subject else { return false }
    return ownPurpose == purpose && own.matches(text)
  }

  /// Whether this names what was made for `purpose` of the string whose
  /// UTF-8 bytes are `codeUnits`, in `font` with default attributes,
  /// measured with `profile`.
  func isString(codeUnits: UnsafeRawBufferPointer, font: Font, profile: MeasuringProfile?, for purpose: Purpose) -> Bool {
    guard case .text(let own, let ownPurpose) = subject else { return false }
    return ownPurpose == purpose && own.matches(codeUnits: codeUnits, font: font, profile: profile)
  }

  /// The memory the key takes, in bytes (for the cache's budget).
  var byteCount: Int {
    switch subject {
    case .text(let text, _): return text.byteCount
    case .edge(let edge): return edge.byteCount
    }
  }

  static func == (lhs: TextCacheKey, rhs: TextCacheKey) -> Bool {
    guard lhs.cacheHash == rhs.cacheHash else { return false }
    switch (lhs.subject, rhs.subject) {
    case (.text(let text, let purpose), _): return rhs.isText(text, for: purpose)
    case (.edge(let edge), .edge(let other)): return edge == other
    default: return false
    }
  }
}
