#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UITextView` as a measuring object (not editable, not scrolling): its
/// TextKit stack (``textStorage``, ``layoutManager``, ``textContainer``),
/// ``textContainerInset`` and UIKit's sizing methods.
///
/// The text is laid out in ``textContainer``, as wide as the view less the
/// insets (its width tracks the view's), with the container's line fragment
/// padding (default 5) at both ends of every line. Empty text still takes
/// one line of ``font`` (TextKit's extra line fragment).
///
/// Sizes are rounded up to the pixel grid of ``UIScreen/main``, as
/// ``UILabel``'s are (Apple documents no rounding; chosen to match labels).
open class UITextView: UIView {
  /// The text storage the layout manager reads.
  public let textStorage = NSTextStorage()
  /// The layout manager.
  public let layoutManager = NSLayoutManager()
  /// The container; its width follows the view's width less the insets when the view is sized.
  public let textContainer = NSTextContainer(size: CGSize(width: 0, height: 0))

  /// Margins around the text container (default 8 top and bottom, 0 left and right, as UIKit).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Whether the view scrolls (default true): a scrolling view has no intrinsic size.
  open var isScrollEnabled = true
  /// Whether the text can be edited; no effect on size.
  open var isEditable = true
  /// The font of ``text`` and of empty text's line (nil: the system font at 12 pt).
  open var font: UIFont?
  /// The colour of ``text``; no effect on size.
  open var textColor: UIColor?
  /// The alignment of ``text``'s lines.
  open var textAlignment: NSTextAlignment = .natural

  /// What was set last: plain text or attributed text.
  private var storedText: LabelText = .plain("")

  /// A text view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layoutManager.addTextContainer(textContainer)
    textStorage.addLayoutManager(layoutManager)
  }

  /// The text, in ``font`` and ``textAlignment``; setting it replaces ``attributedText``.
  open var text: String! {
    get { storedText.string }
    set { storedText = .plain(newValue ?? "") }
  }

  /// The attributed text; setting it replaces ``text``.
  open var attributedText: NSAttributedString! {
    get { storedText.attributedString(font: currentFont, alignment: textAlignment) }
    set { storedText = .attributed(newValue ?? NSAttributedString(string: "")) }
  }

  /// The size that shows all the text with lines at most `size.width`
  /// wide (0 or less: no limit): the widest line plus the padding and the
  /// horizontal insets, by the lines' height plus the vertical insets. The
  /// height offered is not a limit.
  ///
  /// An inset that is not finite counts as 0, and a width that is not finite
  /// as no limit, so the size is always finite.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = finiteInsets
    let used = laidOutRect(width: size.width.isFinite ? size.width : 0, insets: insets)
    return CGSize(
      width: Self.ceilToPixels(used.width + insets.left + insets.right),
      height: Self.ceilToPixels(used.height + insets.top + insets.bottom))
  }

  /// A scrolling view has no intrinsic size (``UIView/noIntrinsicMetric``
  /// both ways); otherwise the height that fits the current width, which
  /// stays the intrinsic width (none when the width is 0).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let fitting = sizeThatFits(CGSize(width: bounds.width, height: 0))
    return CGSize(width: bounds.width > 0 ? bounds.width : fitting.width, height: fitting.height)
  }

  private var currentFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

  /// ``textContainerInset`` with each side that is not finite taken as 0.
  private var finiteInsets: UIEdgeInsets {
    func finite(_ side: CGFloat) -> CGFloat { side.isFinite ? side : 0 }
    let insets = textContainerInset
    return UIEdgeInsets(
      top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
  }

  /// The used rect of the text laid out in the container sized for a view
  /// `width` wide with `insets` (0 or less: no limit), the storage refilled
  /// from the text.
  private func laidOutRect(width: CGFloat, insets: UIEdgeInsets) -> CGRect {
    let text = storedText.attributedText(font: currentFont, alignment: textAlignment)
    textStorage.setAttributedString(storedText.attributedString(font: currentFont, alignment: textAlignment))
    textContainer.size = CGSize(width: width > 0 ? max(0, width - insets.left - insets.right) : 0, height: 0)
    guard let used = try? layoutManager.measurer.layout(text, in: textContainer.container).usedRect else { return .zero }
    return used
  }
}
#endif
