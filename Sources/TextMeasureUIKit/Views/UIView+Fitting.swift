#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension UIView {
  /// `systemLayoutSizeFitting`'s rule without an Auto Layout engine (its
  /// documentation states it): the width first, then the content's height
  /// at that width.
  func fittedSize(
    _ target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
  ) -> CGSize {
    let width = Self.fitted(target.width, content: intrinsicContentSize.width, priority: horizontalPriority)
    let height = Self.fitted(
      target.height, content: intrinsicContentHeight(forWidth: width), priority: verticalPriority)
    return CGSize(width: width, height: height)
  }

  /// One side: `target` at `priority` against the content's `content` (see `fittedSize(_:horizontalPriority:verticalPriority:)`).
  private static func fitted(_ target: CGFloat, content: CGFloat, priority: UILayoutPriority) -> CGFloat {
    guard target.isFinite else { return content == noIntrinsicMetric ? 0 : content }
    guard content != noIntrinsicMetric else { return max(0, target) }
    let opposing: UILayoutPriority = target > content ? .defaultLow : .defaultHigh
    return priority > opposing ? max(0, target) : content
  }
}
#endif
