#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIFontMetrics`: scales custom fonts and layout values with Dynamic Type.
///
/// Apple documents no formula. This one follows the documented intent: a
/// value at the default (large) size is multiplied by the text style's
/// point size at the category over its point size at large (Apple's
/// Dynamic Type tables). It is an approximation. Published measurements
/// differ from it: with Body metrics, `scaledValue(for: 17)` gave 16.333 at
/// medium (this gives 16; Jared Sinclair, "Scaled Metric Surprises on iOS &
/// iPadOS", 2024) and `scaledFont(for:)` of a 17 pt font gave 48 pt at AX5
/// where `preferredFont` gave 53 (this gives 53; Stack Overflow question
/// 51243804).
public final class UIFontMetrics: Sendable {
  /// The text style whose sizes set the factor.
  public let textStyle: UIFont.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// Body's metrics.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` at its size times the current category's factor.
  /// UIKit raises an exception for a font that was already scaled; this
  /// scales it again.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled, at most `maximumPointSize` (0 or less, or not finite: no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s category (the current one when nil).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize`
  /// (0 or less, or not finite: no limit).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    let capped = maximumPointSize > 0 && maximumPointSize.isFinite ? min(scaled, maximumPointSize) : scaled
    return font.withSize(capped)
  }

  /// `value` times the current category's factor.
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `value` times `traitCollection`'s category's factor (the current one
  /// when nil). Negative values scale alike; NaN stays NaN.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = (traitCollection ?? .current).preferredContentSizeCategory
    let factor = DynamicTypeSizes.pointSize(textStyle, category) / DynamicTypeSizes.pointSize(textStyle, .large)
    return value * CGFloat(factor)
  }
}
#endif
