#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIGestureRecognizer`, as far as views hold them: there are no touches
/// here, so a recogniser never fires. Its settings are stored with UIKit's
/// defaults; none affects a size.
open class UIGestureRecognizer: NSObject {
  /// A name that identifies the recogniser (default nil).
  open var name: String?
  /// Whether the recogniser takes part (default true).
  open var isEnabled = true
  /// Whether touches reach the view while it recognises (default true).
  open var cancelsTouchesInView = true
  /// Whether touch beginnings wait for the recogniser (default false).
  open var delaysTouchesBegan = false
  /// Whether touch endings wait for the recogniser (default true).
  open var delaysTouchesEnded = true
  /// The view the recogniser is attached to.
  open internal(set) weak var view: UIView?

  /// A recogniser with no target.
  public override init() {}
}
#endif
