#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UIFont`: a font and its UIKit metrics, over an engine `Font` (see
/// ``engineFont`` and ``init(_:)``, the bridges).
///
/// `UIFont(name:size:)` returns nil for a font that is not installed, as in
/// UIKit, so `UIFont(name: "Avenir", size: 16) ?? .systemFont(ofSize: 16)`
/// ports unchanged. The system font is the bundled Inter (in SF Pro's role).
/// Metrics are in points and unrounded.
///
/// An ``AttributeValueObject``, so that Foundation can compare neighbouring
/// runs' fonts.
public final class UIFont: AttributeValueObject, @unchecked Sendable {
  /// The engine font this font measures with (public as ``engineFont``).
  let base: Font
  /// What the font was asked for, for its descriptor and traits.
  let request: FontRequest

  init(_ font: Font, request: FontRequest) {
    base = font
    self.request = request
    super.init()
  }

  /// The installed font named `fontName` (a PostScript, full or family name,
  /// found among the bundled faces and then through Fontconfig), or nil when
  /// there is none, or when `fontSize` is not finite.
  ///
  /// A size of 0 or less gives 12 pt, the size AppKit documents for
  /// `NSFont(name:size:)` ("If fontSize is 0 or negative, returns the font
  /// at the default size of 12 points"); UIKit documents no rule.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize.isFinite else { return nil }
    let size = fontSize > 0 ? Double(fontSize) : 12
    guard let font = try? Font(name: fontName, size: size) else { return nil }
    self.init(font, request: .named(fontName))
  }

  /// The font that `descriptor` describes at `pointSize` (the descriptor's
  /// own size when `pointSize` is 0). A descriptor always names a font that
  /// exists, so this never fails.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(pointSize > 0 ? font.base.withSize(Double(pointSize)) : font.base, request: font.request)
  }

  /// The point size.
  public var pointSize: CGFloat { CGFloat(base.pointSize) }
  /// The family name, e.g. "Inter".
  public var familyName: String { base.familyName }
  /// The PostScript name, e.g. "Inter-Regular".
  public var fontName: String { base.fontName }
  /// Distance from the baseline to the top of the line (hhea ascender).
  public var ascender: CGFloat { CGFloat(base.ascender) }
  /// Distance from the baseline to the bottom of the line, negative (hhea descender).
  public var descender: CGFloat { CGFloat(base.descender) }
  /// The font's line gap (hhea lineGap).
  public var leading: CGFloat { CGFloat(base.leading) }
  /// `ascender − descender + leading`.
  public var lineHeight: CGFloat { CGFloat(base.lineHeight) }
  /// Height of capital letters (OS/2 sCapHeight).
  public var capHeight: CGFloat { CGFloat(base.capHeight) }
  /// Height of lowercase x (OS/2 sxHeight).
  public var xHeight: CGFloat { CGFloat(base.xHeight) }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(base.withSize(Double(fontSize)), request: request)
  }

  /// The font's descriptor: its name, size and traits.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// Fonts are equal when they measure the same (same face, size and cascade list).
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.base == base }

  public override var hash: Int { base.hashValue }

  public override var description: String { base.description }
}
#endif
