#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UIFontDescriptor`: a font's name, size and symbolic traits, and the way
/// to the same family's bold and italic faces.
///
/// ```swift
/// let bold = font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
/// ```
///
/// Traits other than bold and italic cannot be asked for:
/// ``withSymbolicTraits(_:)`` returns nil for them, as UIKit does for a
/// trait no face of the family has.
public final class UIFontDescriptor: AttributeValueObject, @unchecked Sendable {
  /// The font described.
  let font: UIFont

  init(font: UIFont) {
    self.font = font
    super.init()
  }

  /// The point size.
  public var pointSize: CGFloat { font.pointSize }
  /// The PostScript name of the face.
  public var postscriptName: String { font.fontName }
  /// The face's traits: bold and italic, from the system font's weight or
  /// from the face's own style flags.
  public var symbolicTraits: SymbolicTraits { font.request.symbolicTraits(of: font.engineFont) }

  /// The descriptor of `preferredFont(forTextStyle: style)`.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of `preferredFont(forTextStyle: style, compatibleWith: traitCollection)`.
  public class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The same face at another size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }

  /// The face of the same family with exactly `traits` (bold, italic, both
  /// or neither) at the same size, or nil when the family has no such face
  /// or `traits` holds any other trait.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    font.request.face(with: traits, like: font).map(UIFontDescriptor.init(font:))
  }

  /// Descriptors are equal when their fonts are.
  public override func isEqual(_ object: Any?) -> Bool { (object as? UIFontDescriptor)?.font == font }

  public override var hash: Int { font.hash }
}

extension UIFontDescriptor {
  /// `UIFontDescriptor.SymbolicTraits`, with UIKit's raw values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic or oblique.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Wider than normal.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Narrower than normal.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Every glyph as wide as the others.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyph forms.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Metrics tuned for UI text.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
}
#endif
