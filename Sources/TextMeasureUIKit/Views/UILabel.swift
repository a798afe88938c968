#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UILabel` as a measuring object: its text, font and line settings, and
/// UIKit's sizing methods (`sizeThatFits(_:)`, `textRect(forBounds:limitedToNumberOfLines:)`,
/// `intrinsicContentSize`).
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

  /// What was set last: plain text or attributed text.
  private var storedText: LabelText?

  /// The measurer the label lays its text out with.
  public var measurer = TextMeasurer()

  /// The rect the text fills inside `bounds`, showing at most
  /// `numberOfLines` lines (0: as many as fit `bounds`' height): at
  /// `bounds`' origin, as wide as the widest line, rounded up to pixels.
  /// Empty text, and bounds with a NaN side, give a zero size.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let container = TextContainer(
      size: bounds.size, lineFragmentPadding: 0, maximumNumberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    guard let text = storedText?.attributedText(font: font, alignment: textAlignment), text.utf16Count > 0,
      let used = try? measurer.layout(text, in: container).usedRect
    else { return CGRect(origin: bounds.origin, size: .zero) }
    return CGRect(
      x: bounds.origin.x, y: bounds.origin.y, width: Self.ceilToPixels(used.width), height: Self.ceilToPixels(used.height))
  }

  /// The size the text needs with lines at most `size.width` wide (0 or
  /// less, or not finite: no limit) and at most ``numberOfLines`` lines;
  /// the height offered is not a limit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite ? size.width : 0
    return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0), limitedToNumberOfLines: numberOfLines).size
  }

  /// The text's size: on one line per paragraph when ``numberOfLines`` is 1
  /// or ``preferredMaxLayoutWidth`` is 0, else wrapped at that width.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
  }
}
#endif
