#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UITextView` as a measuring object (nothing is edited or scrolled): its
/// TextKit stack (``textStorage``, ``layoutManager``, ``textContainer``),
/// ``textContainerInset``, UIKit's sizing methods and ``contentSize``.
///
/// The text is laid out in ``textContainer``, as wide as the view less the
/// insets (its width tracks the view's), with the container's line fragment
/// padding (default 5) at both ends of every line. Empty text still takes
/// one line of ``font`` (TextKit's extra line fragment).
///
/// Sizes are rounded up to the pixel grid of ``UIScreen/main``, as
/// ``UILabel``'s are (Apple documents no rounding; chosen to match labels).
///
/// ``isEditable``, ``isSelectable``, ``linkTextAttributes``,
/// ``dataDetectorTypes``, ``selectedRange``, ``adjustsFontForContentSizeCategory``
/// and ``textColor`` are stored with UIKit's defaults and change no size.
open class UITextView: UIScrollView {
  /// The text storage the layout manager reads.
  public let textStorage: NSTextStorage
  /// The layout manager.
  public let layoutManager: NSLayoutManager
  /// The container; its width follows the view's width less the insets when the view is sized.
  public let textContainer: NSTextContainer

  /// Margins around the text container (default 8 top and bottom, 0 left
  /// and right, as UIKit). A side that is not finite counts as 0 when sizing.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// Whether the text can be edited (default true); no effect on size.
  open var isEditable = true
  /// Whether the text can be selected (default true); no effect on size.
  open var isSelectable = true
  /// The attributes of links (default none); no effect on size here, as links keep their fonts.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// The kinds of data turned into links (default none); nothing is detected, no effect on size.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The selected UTF-16 range (default empty at 0); nothing is selected here, no effect on size.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether a Dynamic Type font follows the content size category
  /// (default false). Stored only: ``font`` keeps the size it was made at;
  /// set a new `preferredFont(forTextStyle:)` when the category changes.
  open var adjustsFontForContentSizeCategory = false
  /// The font of ``text`` and of empty text's line (nil: the system font at 12 pt).
  open var font: UIFont?
  /// The colour of ``text``; no effect on size.
  open var textColor: UIColor?
  /// The alignment of ``text``'s lines.
  open var textAlignment: NSTextAlignment = .natural

  /// What was set last: plain text or attributed text.
  private var storedText: LabelText = .plain("")

  /// A text view with `frame` that lays its text out in `textContainer`,
  /// and in that container's layout manager and text storage when it has
  /// them (nil: a new container, layout manager and storage).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    let container = textContainer ?? NSTextContainer(size: .zero)
    let manager = container.layoutManager ?? NSLayoutManager()
    if container.layoutManager == nil { manager.addTextContainer(container) }
    let storage = manager.textStorage ?? NSTextStorage()
    if manager.textStorage == nil { storage.addLayoutManager(manager) }
    self.textContainer = container
    layoutManager = manager
    textStorage = storage
    super.init(frame: frame)
  }

  /// A text view with `frame` and a new TextKit stack.
  public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

  /// Nil: there are no archives to decode views from on Linux (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { return nil }

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

  /// The text's height at `width`, for a view that does not scroll.
  override func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat {
    guard !isScrollEnabled else { return super.intrinsicContentHeight(forWidth: width) }
    return sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// The size of the scrollable content, computed from the text as UIKit
  /// keeps it: the view's width by the text's height at that width plus
  /// the vertical ``textContainerInset``s (the used rect's height, insets
  /// included, rounded up to pixels: ``sizeThatFits(_:)``'s height). A size
  /// set here is replaced at the next read, as UIKit replaces it at its next layout.
  open override var contentSize: CGSize {
    get {
      CGSize(width: max(0, bounds.width), height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }
    set {}
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
    guard let used = try? layoutManager.measurer.layout(
      text, in: textContainer.container, usesFontLeading: layoutManager.usesFontLeading).usedRect else { return .zero }
    return used
  }
}
#endif
