#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIResponder`, the base of ``UIView``: the first-responder members that
/// view subclasses override.
///
/// There is no window and no event here, so no object ever becomes the
/// first responder: UIKit's answer for a view outside a window.
open class UIResponder: NSObject {
  /// A responder.
  public override init() {}

  /// Whether the object can take the focus (default false); kept for
  /// subclasses to override, with no effect here.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the object may give the focus up (default true).
  open var canResignFirstResponder: Bool { true }

  /// Asks to become the first responder: always false, as UIKit answers
  /// for a responder that is not in a window.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives the focus up: true, as there is nothing to give.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Always false: nothing here is the first responder.
  open var isFirstResponder: Bool { false }

  /// Whether the responder handles the command `action` (an edit menu's
  /// `copy:`, …): false, as there are no menus here; for subclasses to override.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}
#endif
