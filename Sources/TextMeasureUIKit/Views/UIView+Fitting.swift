#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension UIView {
  /// `systemLayoutSizeFitting`'s rule without an Auto Layout engine: the
  /// only constraints are the target size, held at the fitting priorities,
  /// and the content's size, held by UIKit's default content hugging
  /// (``UILayoutPriority/defaultLow``, 250) against growing and compression
  /// resistance (``UILayoutPriority/defaultHigh``, 750) against shrinking.
  ///
  /// Each side is the target's when its priority beats the content
  /// priority it pulls against (hugging when the target is larger,
  /// resistance when smaller), else the content's; a side without an
  /// intrinsic size (``noIntrinsicMetric``) is the target's. No side is
  /// negative (Auto Layout keeps sizes at 0 or more), and a target side that
  /// is not finite is taken as the content's, or 0 without one. The width is
  /// fitted first and the height is the content's at that width, so a
  /// wrapping label or a text view that does not scroll reports the height
  /// of its text at the width it was given, as in a self-sizing cell.
  func fittedSize(
    _ target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
  ) -> CGSize {
    let width = Self.fitted(target.width, content: intrinsicContentSize.width, priority: horizontalPriority)
    let height = Self.fitted(
      target.height, content: intrinsicContentHeight(forWidth: width), priority: verticalPriority)
    return CGSize(width: width, height: height)
  }

  /// One side: `target` at `priority` against the content's `content` (see ``fittedSize(_:horizontalPriority:verticalPriority:)``).
  private static func fitted(_ target: CGFloat, content: CGFloat, priority: UILayoutPriority) -> CGFloat {
    guard target.isFinite else { return content == noIntrinsicMetric ? 0 : content }
    guard content != noIntrinsicMetric else { return max(0, target) }
    let opposing: UILayoutPriority = target > content ? .defaultLow : .defaultHigh
    return priority > opposing ? max(0, target) : content
  }
}
#endif
