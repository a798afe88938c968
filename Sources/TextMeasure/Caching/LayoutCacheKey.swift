import Foundation

/// Where a layout is filed: a hash of its text and attributes, the box and
/// the options. Plain values only, so that finding one copies no reference;
/// the entry found then compares the text itself (``LayoutCacheEntry``).
struct LayoutCacheKey: CacheKey, Sendable {
  let textHash: Int
  let width: UInt64
  let height: UInt64
  let options: StringDrawingOptions
  let cacheHash: Int

  init(textHash: Int, size: CGSize, options: StringDrawingOptions) {
    self.textHash = textHash
    width = Double(size.width).bitPattern
    height = Double(size.height).bitPattern
    self.options = options
    var mixer = CacheHashMixer(textHash)
    mixer.combine(Int(bitPattern: UInt(width)))
    mixer.combine(Int(bitPattern: UInt(height)))
    mixer.combine(options.rawValue)
    cacheHash = mixer.value
  }
}

/// What a layout depends on besides its box and options: the string (by its
/// code units, not by Unicode equivalence, since equivalent strings can
/// shape differently) and its attributes.
///
/// A text in one font and otherwise default attributes (what
/// `layout(_:font:width:)` and most callers measure) is the string and the
/// font alone, and is looked up by them (``hash(of:in:)``,
/// ``matches(_:in:)``) without building a ``LayoutCacheText``, an
/// ``AttributedText`` or ``TextAttributes``; other texts keep their
/// attributes, and their runs when they have more than one set.
struct LayoutCacheText: Sendable {
  let string: String
  /// The font of every character, when `attributes` is `nil`.
  let font: Font
  /// The text's default attributes, unless they are `TextAttributes(font: font)`;
  /// every character's when `runs` is empty.
  let attributes: TextAttributes?
  /// The attribute runs of a text that has more than one set of attributes.
  let runs: [AttributedText.Run]
  /// Whether this is `string` in `font` with default attributes (checked
  /// once here: testing an optional `TextAttributes` copies it).
  let isPlain: Bool
  /// XXH3 of the string mixed with the font's hash and the number of runs.
  let hash: Int

  /// `string` in `font`: the same as
  /// `LayoutCacheText(AttributedText(string, attributes: TextAttributes(font: font)))`.
  init(string: String, font: Font) {
    self.init(string: string, font: font, attributes: nil, runs: [])
  }

  init(_ text: AttributedText) {
    let defaults = text.defaultAttributes
    let isUniform = text.runs.allSatisfy { $0.attributes == defaults }
    self.init(
      string: text.string, font: defaults.font,
      attributes: defaults == TextAttributes(font: defaults.font) ? nil : defaults, runs: isUniform ? [] : text.runs)
  }

  private init(string: String, font: Font, attributes: TextAttributes?, runs: [AttributedText.Run]) {
    self.string = string
    self.font = font
    self.attributes = attributes
    self.runs = runs
    isPlain = attributes == nil && runs.isEmpty
    hash = Self.hash(of: string, in: font, runCount: runs.count)
  }

  /// The hash of `string` in `font` with default attributes.
  static func hash(of string: String, in font: Font, runCount: Int = 0) -> Int {
    string.withCodeUnits { hash(ofCodeUnits: $0, in: font, runCount: runCount) }
  }

  /// The hash of the string whose UTF-8 bytes are `codeUnits`, in `font`
  /// with default attributes.
  static func hash(ofCodeUnits codeUnits: UnsafeRawBufferPointer, in font: Font, runCount: Int = 0) -> Int {
    var mixer = CacheHashMixer(codeUnits.codeUnitHash)
    mixer.combine(font.fieldsHash)
    mixer.combine(runCount)
    return mixer.value
  }

  /// Whether this is the string whose UTF-8 bytes are `codeUnits`, in
  /// `font` with default attributes.
  func matches(codeUnits: UnsafeRawBufferPointer, in font: Font) -> Bool {
    isPlain && self.font == font && string.hasCodeUnits(codeUnits)
  }

  /// Whether `other` is the same text in the same attributes.
  func matches(_ other: LayoutCacheText) -> Bool {
    guard hash == other.hash, font == other.font, string.hasSameCodeUnits(as: other.string) else { return false }
    // Most texts are in one font: no attributes or runs to compare.
    if isPlain && other.isPlain { return true }
    return attributes == other.attributes && runs == other.runs
  }
}

/// A cached layout, or only its bounding rect (when it was measured with
/// ``TextMeasurer/boundingRect(of:font:width:options:)``, which assembles no
/// lines), with the text it was made from, which a lookup compares with the
/// text it asks for.
final class LayoutCacheEntry: Sendable {
  let text: LayoutCacheText
  /// The whole layout, when it was built.
  let layout: TextLayout?
  let boundingRect: CGRect

  init(text: LayoutCacheText, layout: TextLayout) {
    self.text = text
    self.layout = layout
    boundingRect = layout.boundingRect
  }

  init(text: LayoutCacheText, boundingRect: CGRect) {
    self.text = text
    layout = nil
    self.boundingRect = boundingRect
  }
}
