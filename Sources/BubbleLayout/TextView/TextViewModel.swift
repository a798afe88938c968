import Foundation
import TextMeasure
import TextMeasureUIKit

/// An exact model of a `UITextView` showing text (scrolling off, not editable).
///
/// UIKit lays the text out in a text container whose line fragments are
/// `lineFragmentPadding` narrower on each side (default 5), inside the view's
/// `textContainerInset` (default 8 top and bottom, 0 left and right): the
/// text is laid out in a ``/TextMeasureUIKit/TextContainer`` (TextMeasureUIKit's TextKit
/// model) as wide as the view less the insets. Sizing
/// a text view from a plain `boundingRect` at the view's width therefore
/// wraps differently from what the view shows, which is where chat libraries'
/// "+2" and "+5" come from. This model measures at the width the text really
/// gets and returns the view that shows it.
///
/// ```swift
/// let view = TextViewModel(font: .systemFont(ofSize: 17))
/// let size = try view.fittingSize(for: "Hello", maxWidth: 250)   // the smallest view that shows it
/// ```
public struct TextViewModel: Sendable, Hashable {
  /// The attributes of the text (font, paragraph style, kerning).
  public var attributes: TextAttributes
  /// `NSTextContainer.lineFragmentPadding`: space at both ends of every line.
  public var lineFragmentPadding: Double
  /// `UITextView.textContainerInset`.
  public var textContainerInset: EdgeInsets
  /// The measurer (and its metrics profile).
  public var measurer: TextMeasurer

  /// UIKit's defaults: padding 5, inset (8, 0, 8, 0).
  public static let defaultLineFragmentPadding = TextContainer.defaultLineFragmentPadding
  /// UIKit's default `textContainerInset`.
  public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  /// A text view with UIKit's defaults unless told otherwise.
  public init(
    attributes: TextAttributes, lineFragmentPadding: Double = defaultLineFragmentPadding,
    textContainerInset: EdgeInsets = defaultTextContainerInset, measurer: TextMeasurer = TextMeasurer()
  ) {
    self.attributes = attributes
    self.lineFragmentPadding = lineFragmentPadding
    self.textContainerInset = textContainerInset
    self.measurer = measurer
  }

  /// A text view in `font` with UIKit's defaults.
  public init(font: Font) {
    self.init(attributes: TextAttributes(font: font))
  }

  /// What a view of some width shows: the width the text wraps at and its layout.
  public struct Fit: Sendable, Equatable {
    /// The text's own layout (lines, rect), measured at ``wrapWidth``.
    public var layout: TextLayout
    /// The width the line fragments leave for text: view width − insets − 2 × padding.
    public var wrapWidth: Double
    /// The view's size that shows every line: the text height plus the
    /// vertical insets, and the width it was given (or the fitting width).
    public var viewSize: CGSize
  }

  /// The layout of `text` in a view `viewWidth` wide, and that view's height
  /// (for empty text, one line of the font: the extra line fragment).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func layout(_ text: String, viewWidth: Double) throws -> Fit {
    let container = TextContainer(
      size: CGSize(width: viewWidth - textContainerInset.horizontal, height: .infinity),
      lineFragmentPadding: lineFragmentPadding)
    let laidOut = try measurer.layout(AttributedText(text, attributes: attributes), in: container)
    let height = Double(laidOut.usedRect.height) + textContainerInset.vertical
    return Fit(
      layout: laidOut.textLayout, wrapWidth: container.lineWidth,
      viewSize: CGSize(width: viewWidth, height: height))
  }

  /// The smallest view, no wider than `maxWidth`, that shows `text` with the
  /// same lines as a view `maxWidth` wide: the widest line plus the padding
  /// and insets. Laying the text out again in a view of that width gives the
  /// same lines (widths compare exactly; nothing is rounded).
  public func fittingSize(for text: String, maxWidth: Double) throws -> CGSize {
    let fit = try layout(text, viewWidth: maxWidth)
    let width = Double(fit.layout.size.width) + 2 * lineFragmentPadding + textContainerInset.horizontal
    return CGSize(width: width, height: fit.viewSize.height)
  }
}
