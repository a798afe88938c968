#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UILabel` as a measuring object: its text, font and line settings, and
/// UIKit's sizing methods (`sizeThatFits(_:)`, `textRect(forBounds:limitedToNumberOfLines:)`,
/// `intrinsicContentSize`, `systemLayoutSizeFitting`).
///
/// The text is laid out as TextKit lays out a label: no line fragment
/// padding, lines wrapped by word, at most ``numberOfLines`` lines, the last
/// one ended by ``lineBreakMode`` when text is left over (a "…" at its tail
/// for the truncating modes).
///
/// Sizes are rounded up to the pixel grid of ``UIScreen/main``
/// (`ceil(v × scale) / scale`): Apple documents no rounding; this is what
/// labels are observed to return (half-point sizes on 2× devices, Chatto
/// issue #129; whole points on 1× devices, openradar 18062963).
///
/// ``textColor``, ``isEnabled`` and ``adjustsFontForContentSizeCategory``
/// are stored and change no size.
open class UILabel: UIView {
  /// The text, drawn in ``font`` with the label's alignment; setting it replaces ``attributedText``.
  open var text: String? {
    get { storedText.map { $0.string } }
    set { storedText = newValue.map { .plain($0) } }
  }

  /// The attributed text; setting it replaces ``text``. Runs without a font get ``font``.
  open var attributedText: NSAttributedString? {
    get { storedText.map { $0.attributedString(font: font, alignment: textAlignment) } }
    set { storedText = newValue.map { .attributed($0) } }
  }

  /// The font of ``text`` (default: the system font at 17 pt, UIKit's label font size).
  open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize)
  /// The colour of ``text`` (default black); no effect on size.
  open var textColor: UIColor! = .black
  /// The alignment of ``text``'s lines.
  open var textAlignment: NSTextAlignment = .natural
  /// How the last line ends when text is left over (default: truncated at its tail).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// The most lines shown (default 1); 0 is no limit. A negative number is taken as 0.
  open var numberOfLines: Int = 1
  /// The width ``intrinsicContentSize`` wraps lines at when ``numberOfLines`` is not 1; 0 (default) is no limit.
  open var preferredMaxLayoutWidth: CGFloat = 0
  /// Whether the text is drawn enabled (default true); no effect on size.
  open var isEnabled = true
  /// Whether ``textRect(forBounds:limitedToNumberOfLines:)`` shrinks text
  /// that does not fit the bounds, down to ``minimumScaleFactor`` of its
  /// fonts' sizes (default false). ``sizeThatFits(_:)`` and
  /// ``intrinsicContentSize`` measure the text unshrunk: the size it asks
  /// for, which the bounds may then refuse.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the fonts' sizes the text may shrink to
  /// when ``adjustsFontSizeToFitWidth`` is true. 0 (the default) does not
  /// shrink, as Apple documents; so does 1 or more, a negative value or NaN.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether a Dynamic Type font follows the content size category
  /// (default false). Stored only: ``font`` keeps the size it was made at;
  /// set a new `preferredFont(forTextStyle:)` when the category changes.
  open var adjustsFontForContentSizeCategory = false

  /// What was set last: plain text or attributed text.
  private var storedText: LabelText?
  /// True while ``sizeThatFits(_:)`` asks ``textRect(forBounds:limitedToNumberOfLines:)``
  /// for the unshrunk text (it goes through that method, which subclasses override).
  private var measuresUnshrunk = false

  /// The measurer the label lays its text out with.
  public var measurer = TextMeasurer()

  /// A label with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Nil: there are no archives to decode views from on Linux (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { return nil }

  /// The rect the text fills inside `bounds`, showing at most
  /// `numberOfLines` lines (0: as many as fit `bounds`' height): at
  /// `bounds`' origin, as wide as the widest line, rounded up to pixels.
  /// Empty text, and bounds with a NaN side, give a zero size.
  ///
  /// With ``adjustsFontSizeToFitWidth`` and a ``minimumScaleFactor``
  /// between 0 and 1, text that would be truncated is first shrunk as
  /// `NSStringDrawingContext.minimumScaleFactor` shrinks it (the largest
  /// scale, down to the minimum, at which nothing is cut, found by the
  /// engine's `layoutShrinkingToFit`): on one line at the bounds' width
  /// when `numberOfLines` is 1, else wrapped at the width within the
  /// bounds' height; the line limit then applies to the shrunk text.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    guard let text = storedText?.attributedText(font: font, alignment: textAlignment), text.utf16Count > 0 else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    let shrinks = adjustsFontSizeToFitWidth && !measuresUnshrunk
    let shown = shrinks ? shrunk(text, toFit: bounds.size, numberOfLines: numberOfLines) : text
    let container = TextContainer(
      size: bounds.size, lineFragmentPadding: 0, maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    guard let used = try? measurer.layout(shown, in: container).usedRect else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    return CGRect(
      x: bounds.origin.x, y: bounds.origin.y, width: Self.ceilToPixels(used.width), height: Self.ceilToPixels(used.height))
  }

  /// Draws the text in `rect`: does nothing (nothing is drawn); for
  /// subclasses to override, as inset labels do.
  open func drawText(in rect: CGRect) {}

  /// The size the text needs with lines at most `size.width` wide (0 or
  /// less, or not finite: no limit) and at most ``numberOfLines`` lines;
  /// the height offered is not a limit. The text is not shrunk.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite ? size.width : 0
    measuresUnshrunk = true
    defer { measuresUnshrunk = false }
    return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0), limitedToNumberOfLines: numberOfLines).size
  }

  /// The text's size: on one line per paragraph when ``numberOfLines`` is 1
  /// or ``preferredMaxLayoutWidth`` is 0, else wrapped at that width.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
  }

  /// The intrinsic height with lines wrapped at `width`, as Auto Layout
  /// sets a wrapping label's ``preferredMaxLayoutWidth`` to its width.
  override func intrinsicContentHeight(forWidth width: CGFloat) -> CGFloat {
    guard numberOfLines != 1 else { return intrinsicContentSize.height }
    let preferred = preferredMaxLayoutWidth
    preferredMaxLayoutWidth = width
    defer { preferredMaxLayoutWidth = preferred }
    return intrinsicContentSize.height
  }

  /// `text` shrunk to fit `size` (see ``textRect(forBounds:limitedToNumberOfLines:)``);
  /// `text` itself when it fits, when the factor does not shrink, or when it cannot be laid out.
  private func shrunk(_ text: AttributedText, toFit size: CGSize, numberOfLines: Int) -> AttributedText {
    func limit(_ side: CGFloat) -> CGFloat { side > 0 ? side : .infinity }
    let oneLine = numberOfLines == 1
    let options = TextLayoutOptions(lines: oneLine ? .single : .multiple)
    let limits = CGSize(width: limit(size.width), height: oneLine ? .infinity : limit(size.height))
    let factor = Double(minimumScaleFactor)
    guard factor > 0, factor < 1,
      let result = try? measurer.layoutShrinkingToFit(
        text, constrainedTo: limits, options: options, minimumScaleFactor: factor)
    else { return text }
    return result.layout.text
  }
}
#endif
