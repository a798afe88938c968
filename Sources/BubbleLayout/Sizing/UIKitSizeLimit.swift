import Foundation

/// UIKit's rule for the size text is fitted to, which the iOS code these
/// styles reproduce relies on: a width or height of 0 or less means no
/// limit (`NSStringDrawing.h`: the width limits lines "if larger than 0.0";
/// `UILabel.sizeThatFits(.zero)` gives the natural size). TextMeasure's
/// Swift API spells no limit `.infinity` and takes 0 as zero.
enum UIKitSizeLimit {
  /// `value` as a TextMeasure limit: `.infinity` unless it is positive.
  static func limit(_ value: Double) -> Double {
    value > 0 ? value : .infinity
  }

  /// `size` with each side as a TextMeasure limit.
  static func limit(_ size: CGSize) -> CGSize {
    CGSize(width: limit(Double(size.width)), height: limit(Double(size.height)))
  }
}
