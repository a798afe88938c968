#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `NSParagraphStyle`: an immutable paragraph style, with UIKit's
/// properties, defaults, `default`, `copy()` and `mutableCopy()`.
///
/// The engine lays text out from ``engineParagraphStyle`` (a bridge, as is
/// ``init(_:)``). Four properties are kept and compared but do not change a
/// layout yet; each says so. A test pins what happens with each
/// (`UIKitValueTypeTests`).
///
/// An ``AttributeValueObject``, so that Foundation can compare neighbouring
/// runs' styles.
open class NSParagraphStyle: AttributeValueObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The values, engine style and UIKit-only properties together.
  struct Values: Hashable {
    var style = ParagraphStyle()
    var defaultTabInterval: CGFloat = 0
    var tabStops = NSParagraphStyle.defaultTabStops
    var hyphenationFactor: Float = 0
    var usesDefaultHyphenation = false
    var allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy: LineBreakStrategy = []
  }

  var values: Values

  /// UIKit's default style.
  public override convenience init() { self.init(values: Values()) }

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// The default paragraph style (`NSParagraphStyle.default`).
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Space added below every line (see `ParagraphStyle.lineSpacing`).
  open var lineSpacing: CGFloat { CGFloat(values.style.lineSpacing) }
  /// Space after the paragraph.
  open var paragraphSpacing: CGFloat { CGFloat(values.style.paragraphSpacing) }
  /// Space before the paragraph.
  open var paragraphSpacingBefore: CGFloat { CGFloat(values.style.paragraphSpacingBefore) }
  /// The horizontal alignment of the lines.
  open var alignment: NSTextAlignment { values.style.alignment }
  /// Indent of the lines after the first from the leading edge.
  open var headIndent: CGFloat { CGFloat(values.style.headIndent) }
  /// The line's end from the leading edge when positive; the space kept at the trailing edge otherwise.
  open var tailIndent: CGFloat { CGFloat(values.style.tailIndent) }
  /// Indent of the first line from the leading edge.
  open var firstLineHeadIndent: CGFloat { CGFloat(values.style.firstLineHeadIndent) }
  /// The least line height; 0 means none.
  open var minimumLineHeight: CGFloat { CGFloat(values.style.minimumLineHeight) }
  /// The greatest line height; 0 means none.
  open var maximumLineHeight: CGFloat { CGFloat(values.style.maximumLineHeight) }
  /// Multiplies each line's natural height when positive.
  open var lineHeightMultiple: CGFloat { CGFloat(values.style.lineHeightMultiple) }
  /// How lines are broken or shortened.
  open var lineBreakMode: NSLineBreakMode { values.style.lineBreakMode }
  /// The paragraph's base direction.
  open var baseWritingDirection: NSWritingDirection { values.style.baseWritingDirection }
  /// The distance between tab stops after the last of ``tabStops``; 0 (the
  /// default) means none, and the engine then keeps stepping every 28 pt.
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
  /// The tab stops: by default UIKit's twelve left stops every 28 pt.
  /// **Not applied:** the engine places tabs at multiples of the default
  /// interval (28 pt unless set), which are the default stops' places.
  open var tabStops: [NSTextTab] { values.tabStops }
  /// The fill below which iOS hyphenates a line (default 0, off): "Hyphenation
  /// is attempted when the ratio of the text width (as broken without
  /// hyphenation) to the width of the line fragment is less than the
  /// hyphenation factor" (Apple). **Not applied:** the engine does not
  /// hyphenate, so a word that does not fit moves to the next line whole;
  /// the value is kept and compared (see the TextKit Members article).
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether iOS hyphenates with the system's default rules (default
  /// false). **Not applied:** the engine does not hyphenate.
  open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
  /// **Not applied:** truncated text is never tightened.
  open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
  /// **Not applied:** line breaks follow UAX #14 as the engine tailors it
  /// (a short last line is not pushed out).
  open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

  /// UIKit's default tab stops: twelve left stops, every 28 pt.
  static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0 * 28)) }

  /// An immutable copy with the same values (what `copy()` returns).
  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

  /// A mutable copy, an ``NSMutableParagraphStyle`` with the same values
  /// (what `mutableCopy()` returns).
  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

  /// Styles are equal when every value is, whichever class holds them.
  open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }

  open override var hash: Int { values.hashValue }
}

extension NSParagraphStyle {
  /// `NSParagraphStyle.LineBreakStrategy`: how UIKit adjusts line breaks.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Avoid a last line with one word by pushing words out of the line before.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Keep Hangul words whole.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
    /// The strategy UIKit's own text uses.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}
#endif
