import Foundation
internal import _TextMeasureSupport

/// Where a result is filed in the ``TextCache``: the text (``CachedText``)
/// and what was made of it, a line edge's text and shaping
/// (``ShapedEdgeKey``) or a word's (``ShapedWordKey``), with their hash
/// computed once.
///
/// The cache stores every key whole in its arrays, so each kind's part is
/// small: a text's string and font by reference, and the glyph keys' source
/// (``GlyphSource``) shared by every key of its shaping plan. The parts sit
/// side by side rather than as one enum's payloads, so that a lookup reads
/// its own kind's part in place, where matching an enum's payload copies
/// the key.
struct TextCacheKey: CacheKey, Sendable {
  /// What was made of a text.
  enum Purpose: Equatable, Sendable {
    /// Its shaping (``ShapedText``), split into paragraphs or whole.
    case shaping(splitsParagraphs: Bool)
    /// Its layout, or only the layout's rect, in a box (the bits of the
    /// width and height limits, `.infinity` for none) with layout options.
    case measuring(width: UInt64, height: UInt64, options: TextLayoutOptions)

    /// The purpose of measuring in `size` with `options`. −0 is not 0 here:
    /// a layout keeps the constraint it was asked for, bit for bit, so one
    /// made for a limit of 0 cannot stand for one asked for at −0.
    static func measuring(_ size: CGSize, options: TextLayoutOptions) -> Purpose {
      .measuring(
        width: Double(size.width).bitPattern, height: Double(size.height).bitPattern, options: options)
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
        mixer.combine(options.cacheHashValue)
      }
      return mixer.value
    }
  }

  /// The text something was made of (for ``purpose``), or `nil` for glyphs.
  let text: CachedText?
  /// What was made of ``text``.
  let purpose: Purpose?
  /// The line edge whose glyphs are filed, or `nil`.
  let edge: ShapedEdgeKey?
  /// The word whose glyphs are filed, or `nil`.
  let word: ShapedWordKey?
  let cacheHash: Int

  /// The key of what was made of `text` for `purpose`.
  init(text: CachedText, purpose: Purpose) {
    self.text = text
    self.purpose = purpose
    edge = nil
    word = nil
    cacheHash = purpose.hash(mixedWith: text.hash)
  }

  /// The key of a line edge's glyphs.
  init(edge: ShapedEdgeKey) {
    text = nil
    purpose = nil
    self.edge = edge
    word = nil
    cacheHash = edge.hash
  }

  /// The key of a word's glyphs.
  init(word: ShapedWordKey) {
    text = nil
    purpose = nil
    edge = nil
    self.word = word
    cacheHash = word.hash
  }

  /// Whether this names what was made of `text` for `purpose`.
  func isText(_ text: CachedText, for purpose: Purpose) -> Bool {
    self.purpose == purpose && self.text?.matches(text) == true
  }

  /// Whether this names what was made for `purpose` of the string whose
  /// UTF-8 bytes are `codeUnits`, in `font` with default attributes,
  /// measured with `profile`.
  func isString(codeUnits: UnsafeRawBufferPointer, font: Font, profile: MeasuringProfile?, for purpose: Purpose) -> Bool {
    self.purpose == purpose && text?.matches(codeUnits: codeUnits, font: font, profile: profile) == true
  }

  /// Whether this names the edge `window` and `range` shaped as `source` says.
  func isEdge(source: GlyphSource, window: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> Bool {
    edge?.matches(source: source, window: window, range: range) == true
  }

  /// Whether this names the word `units` shaped as `source` says.
  func isWord(source: GlyphSource, units: UnsafeBufferPointer<UInt16>) -> Bool {
    word?.matches(source: source, units: units) == true
  }

  /// The memory the key's payload takes besides the key's place in the
  /// cache's arrays (``TextCache/bytesPerEntry``), in bytes, for the
  /// cache's budget.
  var byteCount: Int { (text?.byteCount ?? 0) + (edge?.byteCount ?? 0) + (word?.byteCount ?? 0) }

  static func == (lhs: TextCacheKey, rhs: TextCacheKey) -> Bool {
    guard lhs.cacheHash == rhs.cacheHash, lhs.purpose == rhs.purpose, lhs.edge == rhs.edge, lhs.word == rhs.word else {
      return false
    }
    guard let text = lhs.text else { return rhs.text == nil }
    return rhs.text?.matches(text) == true
  }
}
