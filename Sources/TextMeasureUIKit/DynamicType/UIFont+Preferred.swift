#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension UIFont {
  /// The system font for `style` at the current content size category
  /// (``UITraitCollection/current``), at the size and weight Apple's Human
  /// Interface Guidelines give for it (Typography → Specifications, "iOS,
  /// iPadOS Dynamic Type sizes" and "larger accessibility type sizes":
  /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
  /// Body at the default size is 17 pt regular, Headline semibold; a style
  /// UIKit does not define gives Body's (a chosen rule).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for `style` at `traitCollection`'s content size
  /// category (the current one when nil).
  public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    let row = DynamicTypeSizes.row(style)
    return system(ofSize: CGFloat(DynamicTypeSizes.pointSize(style, category)), weight: row.weight, italic: false)
  }
}
#endif
