#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIEdgeInsets`: insets on each edge of a rectangle, in points, with
/// exactly UIKit's members (so a port's own extensions, such as a
/// `horizontal` sum, do not collide with ours).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Insets in UIKit's order: top, left, bottom, right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All zero.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset.
  public static let zero = UIEdgeInsets()
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`, as pre-Swift-3 code writes it.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIEdgeInsetsInsetRect(rect, insets)`: `rect.inset(by: insets)`.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

extension CGRect {
  /// The rect shrunk by `insets` (negative insets grow it). The result is
  /// not standardized: insets wider than the rect give a negative width, as
  /// in UIKit.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
#endif
