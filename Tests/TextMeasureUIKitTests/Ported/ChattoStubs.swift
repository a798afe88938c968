// Out-of-scope stubs for ChattoTextBubbleView.swift, written for these
// tests: Chatto's own protocols that the view conforms to or reads, and
// the UIKit parts that draw, animate or handle gestures (an image view,
// animations run at once, a long-press recogniser, drag interaction, the
// large content viewer). None of them takes part in sizing.
import Foundation
import TextMeasureUIKit

public protocol MaximumLayoutWidthSpecificable {
  var preferredMaxLayoutWidth: CGFloat { get set }
}

public protocol BackgroundSizingQueryable {
  var canCalculateSizeInBackground: Bool { get }
}

public enum ViewContext {
  case normal
  case sizing
}

public protocol TextMessageViewModelProtocol {
  var text: String { get }
  var bubbleAccessibilityIdentifier: String { get }
}

open class UIImageView: UIView {
  open var image: UIImage?
}

final class UILongPressGestureRecognizer: UIGestureRecognizer {}

final class UIDragInteraction {
  var isEnabled = true
}

extension UIView {
  static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

  static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  var showsLargeContentViewer: Bool {
    get { false }
    set {}
  }
}

extension UITextView {
  var textDragInteraction: UIDragInteraction? { nil }
}
