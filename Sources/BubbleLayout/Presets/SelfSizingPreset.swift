import Foundation
import TextMeasure

/// The self-sizing cell tutorial (seed 004): a `UITextView` (system 20,
/// scrolling off) inside a bubble pinned to the cell's top and bottom and to
/// one side, at most 285 wide; the cell's height is what
/// `systemLayoutSizeFitting` returns for it at the view's width.
///
/// The defaults are the seed's numbers; change any of them to make the style
/// your own. The sender decides the side: the user's own messages
/// (``ChatMessage/isOutgoing``) hang from the trailing edge, the others from
/// the leading edge, both 20 in.
///
/// ```swift
/// let bubble = try SelfSizingPreset().measure(message, viewWidth: 375)
/// bubble.cellSize.height   // the bubble's height: the text view's + 4 + 4
/// ```
public struct SelfSizingPreset: BubbleSizing, Hashable {
  /// The text view: system 20 with UIKit's `textContainerInset` (8, 0, 8, 0)
  /// and `lineFragmentPadding` 5, which apply because scrolling is off.
  public var textView: TextViewModel
  /// The text view inside the bubble: `fillSuperview(padding: (4, 12, 4, 12))`.
  public var textPadding: EdgeInsets
  /// `bubbleContainer.widthAnchor.constraint(lessThanOrEqualToConstant: 285)`.
  public var maximumBubbleWidth: Double
  /// The bubble's distance from its side of the cell (leading 20, trailing −20).
  public var sideMargin: Double
  /// The sizes media messages are shown at, in place of a text (the
  /// tutorial shows none): JSQ's iPhone sizes *(chosen)*, 210 × 150 for
  /// photos, videos and maps, 160 × 40 for audio; custom media keep their own.
  public var mediaSizes: JSQMediaSizes

  /// The seed's style, or a variant of it.
  public init(
    textView: TextViewModel = TextViewModel(font: .systemFont(ofSize: 20)),
    textPadding: EdgeInsets = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12),
    maximumBubbleWidth: Double = 285, sideMargin: Double = 20,
    mediaSizes: JSQMediaSizes = JSQMediaSizes(idiom: .phone)
  ) {
    self.textView = textView
    self.textPadding = textPadding
    self.maximumBubbleWidth = maximumBubbleWidth
    self.sideMargin = sideMargin
    self.mediaSizes = mediaSizes
  }

  /// The widest the text view gets: the bubble's limit less the padding.
  public var maximumTextViewWidth: Double { maximumBubbleWidth - textPadding.horizontal }

  /// The text view's size as Auto Layout settles it: its intrinsic content
  /// size, the view that shows `text` hugging its widest line, no wider than
  /// ``maximumTextViewWidth`` (``TextViewModel/fittingSize(for:maxWidth:)``),
  /// rounded up to whole points as `sizeThatFits` rounds *(chosen, as
  /// UILabel's; no public source settles UITextView's rounding)*.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func textViewSize(_ text: String) throws -> CGSize {
    let fit = try textView.fittingSize(for: text, maxWidth: maximumTextViewWidth)
    return CGSize(
      width: min(maximumTextViewWidth, Double(fit.width).rounded(.up)), height: Double(fit.height).rounded(.up))
  }

  /// The fitted cell showing `message`: as wide as the view and exactly as
  /// tall as the bubble, which is pinned to the cell's top and bottom; the
  /// text view inside it at ``textPadding``, its glyphs at the text view's
  /// container inset and line fragment padding. Media fill a bubble padded
  /// as the text view is, around their size (``mediaSizes``).
  ///
  /// The bubble keeps its side even when the view is too narrow for it (the
  /// seed has no constraint to the other edge).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    let text = try message.media.map(mediaSizes.size(for:)) ?? textViewSize(message.text)
    let bubbleSize = CGSize(
      width: Double(text.width) + textPadding.horizontal, height: Double(text.height) + textPadding.vertical)
    let x = message.isOutgoing ? viewWidth - sideMargin - Double(bubbleSize.width) : sideMargin
    let bubble = CGRect(origin: CGPoint(x: x, y: 0), size: bubbleSize)
    let viewFrame = CGRect(origin: CGPoint(x: x + textPadding.left, y: textPadding.top), size: text)
    let content: MessageCell.Content =
      if let media = message.media {
        .media(CellMedia(media, frame: bubble))
      } else {
        .text(
          .fitted(
            try textView.layout(message.text, viewWidth: maximumTextViewWidth).layout, frame: viewFrame,
            origin: CGPoint(
              x: Double(viewFrame.minX) + textView.textContainerInset.left + textView.lineFragmentPadding,
              y: Double(viewFrame.minY) + textView.textContainerInset.top)))
      }
    return MessageCell(
      size: CGSize(width: viewWidth, height: bubbleSize.height), isOutgoing: message.isOutgoing, bubbleFrame: bubble,
      content: content)
  }
}
