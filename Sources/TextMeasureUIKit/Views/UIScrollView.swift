#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIScrollView`, UIKit's base of ``UITextView``: a content size, insets
/// and an offset, stored for sizing code to read and set. Nothing scrolls.
open class UIScrollView: UIView {
  /// The size of the content (default `.zero`); a ``UITextView`` computes its own.
  open var contentSize = CGSize.zero

  /// Margins around the content (default none). An inset with a side that
  /// is not finite is refused (the insets stay as they were).
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else { return }
      storedContentInset = newValue
    }
  }

  /// The insets as set.
  private var storedContentInset = UIEdgeInsets.zero

  /// The insets in effect: ``contentInset`` (there are no safe areas here).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// The point of the content at the bounds' top-left: the bounds' origin,
  /// as in UIKit. A point that is not finite is refused.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  /// Sets ``contentOffset``; there is no animation.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

  /// Whether tapping the status bar scrolls to the top (default true); nothing scrolls here.
  open var scrollsToTop = true
  /// Whether scrolling bounces past the content's edges (default true); no effect here.
  open var bounces = true
  /// Whether zooming bounces past its limits (default true); no effect here.
  open var bouncesZoom = true
  /// Whether the vertical scroll indicator shows (default true); nothing is drawn.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows (default true); nothing is drawn.
  open var showsHorizontalScrollIndicator = true
  /// Whether the view bounces vertically with short content (default false); no effect here.
  open var alwaysBounceVertical = false
  /// Whether the view bounces horizontally with short content (default false); no effect here.
  open var alwaysBounceHorizontal = false

  /// Whether the view scrolls (default true). A text view that does not
  /// scroll has an intrinsic size: its text's.
  open var isScrollEnabled = true
}
#endif
