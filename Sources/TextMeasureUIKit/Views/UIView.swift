#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIView`, as far as sizing needs it: a frame, bounds and the sizing
/// methods that ``UILabel`` and ``UITextView`` override. Nothing is drawn
/// or laid out on screen.
open class UIView: NSObject {
  /// The value of an intrinsic size dimension a view does not have (−1, as UIKit).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The view's rect in its superview's coordinates.
  open var frame: CGRect

  /// A view with `frame`.
  public init(frame: CGRect) { self.frame = frame }

  /// A view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// The view's rect in its own coordinates: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The size that best fits `size`; a plain view keeps its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The size the view's content needs; a plain view has none
  /// (``noIntrinsicMetric`` in both dimensions).
  open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

  /// `value` rounded up to the pixel grid of ``UIScreen/main``.
  static func ceilToPixels(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (value * scale).rounded(.up) / scale
  }
}
#endif
