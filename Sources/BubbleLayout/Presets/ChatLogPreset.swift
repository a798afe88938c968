import Foundation
import TextMeasure

/// The chat-log tutorial (seed 003): a collection view of cells as wide as the
/// view, each with a `UITextView` over a bubble image, all sized from one
/// `boundingRect` estimate of the text at 250 × 1000.
///
/// The defaults are the seed's numbers; change any of them to make the style
/// your own. The seed alternates sides by row (even rows incoming); here the
/// message's ``ChatMessage/isOutgoing`` decides. Nothing is rounded: the
/// seed uses the estimate's fractional size as it is.
///
/// Faithful to an odd source: the two sides' frames are the seed's
/// unequal literals (the incoming text view is 10 points taller than the
/// outgoing one, the bubbles start 4 points above their cells), and the
/// estimate is at 250 points whatever the view's width.
///
/// ```swift
/// let bubble = try ChatLogPreset().measure(message, viewWidth: 375)
/// bubble.cellSize    // (375, h + 20)
/// ```
public struct ChatLogPreset: BubbleSizing, Hashable {
  /// The message font: `UIFont.systemFont(ofSize: 18)`.
  public var font: Font
  /// The estimate's bounds, `CGSize(width: 250, height: 1000)`.
  public var estimateSize: CGSize
  /// The estimate's options: lines stacked from the top-left with the fonts'
  /// leading, the engine's default (the seed's `.usesFontLeading` and
  /// `.usesLineFragmentOrigin`).
  public var measuringOptions: TextLayoutOptions
  /// Frames of the incoming (left) side.
  public var incoming: ChatLogSideGeometry
  /// Frames of the outgoing (right) side.
  public var outgoing: ChatLogSideGeometry
  /// Added to the estimated height for the cell's height (`height + 20`).
  public var cellHeightGrowth: Double
  /// The sizes media messages are shown at, in place of a text (the
  /// tutorial shows none): JSQ's iPhone sizes *(chosen)*, 210 × 150 for
  /// photos, videos and maps, 160 × 40 for audio; custom media keep their own.
  public var mediaSizes: JSQMediaSizes
  /// The measurer (and its metrics profile).
  public var measurer: TextMeasurer

  /// The seed's style, or a variant of it.
  public init(
    font: Font = .systemFont(ofSize: 18), estimateSize: CGSize = CGSize(width: 250, height: 1000),
    measuringOptions: TextLayoutOptions = TextLayoutOptions(),
    incoming: ChatLogSideGeometry = .incoming, outgoing: ChatLogSideGeometry = .outgoing,
    cellHeightGrowth: Double = 20, mediaSizes: JSQMediaSizes = JSQMediaSizes(idiom: .phone),
    measurer: TextMeasurer = TextMeasurer()
  ) {
    self.font = font
    self.estimateSize = estimateSize
    self.measuringOptions = measuringOptions
    self.incoming = incoming
    self.outgoing = outgoing
    self.cellHeightGrowth = cellHeightGrowth
    self.mediaSizes = mediaSizes
    self.measurer = measurer
  }

  /// The seed's `estimatedFrame`: the text's `boundingRect` inside ``estimateSize``, unrounded.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func estimatedFrame(_ text: String) throws -> CGRect {
    try estimatedLayout(text).boundingRect
  }

  /// The layout behind ``estimatedFrame(_:)``.
  func estimatedLayout(_ text: String) throws -> TextLayout {
    try measurer.layout(
      AttributedText(text, attributes: TextAttributes(font: font)), constrainedTo: UIKitSizeLimit.limit(estimateSize),
      options: measuringOptions)
  }

  /// The cell showing `message` (`viewWidth` × `h + 20`): the bubble and the
  /// text view over it. The text view keeps UIKit's defaults, so its glyphs
  /// start 5 pt (`lineFragmentPadding`) right of and 8 pt
  /// (`textContainerInset`) below its origin. Media fill a bubble sized as
  /// the text's would be for an estimate of their size (``mediaSizes``).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    let side = message.isOutgoing ? outgoing : incoming
    func cell(estimated size: CGSize, content: (CGRect) -> MessageCell.Content) -> MessageCell {
      let bubble = side.bubbleFrame(estimated: size, viewWidth: viewWidth)
      return MessageCell(
        size: CGSize(width: viewWidth, height: Double(size.height) + cellHeightGrowth),
        isOutgoing: message.isOutgoing, bubbleFrame: bubble, content: content(bubble))
    }
    if let media = message.media {
      return cell(estimated: mediaSizes.size(for: media)) { .media(CellMedia(media, frame: $0)) }
    }
    let estimated = try estimatedLayout(message.text)
    let textView = side.textFrame(estimated: estimated.boundingRect.size, viewWidth: viewWidth)
    let origin = CGPoint(
      x: Double(textView.minX) + TextViewModel.defaultLineFragmentPadding,
      y: Double(textView.minY) + TextViewModel.defaultTextContainerInset.top)
    return cell(estimated: estimated.boundingRect.size) { _ in
      .text(.fitted(estimated, frame: textView, origin: origin))
    }
  }
}
