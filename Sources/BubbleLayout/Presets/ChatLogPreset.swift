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
  /// Colours, images and corner radius for a renderer.
  public var appearance: ChatLogAppearance
  /// The measurer (and its metrics profile).
  public var measurer: TextMeasurer

  /// The seed's style, or a variant of it.
  public init(
    font: Font = .systemFont(ofSize: 18), estimateSize: CGSize = CGSize(width: 250, height: 1000),
    measuringOptions: TextLayoutOptions = TextLayoutOptions(),
    incoming: ChatLogSideGeometry = .incoming, outgoing: ChatLogSideGeometry = .outgoing,
    cellHeightGrowth: Double = 20, appearance: ChatLogAppearance = ChatLogAppearance(),
    measurer: TextMeasurer = TextMeasurer()
  ) {
    self.font = font
    self.estimateSize = estimateSize
    self.measuringOptions = measuringOptions
    self.incoming = incoming
    self.outgoing = outgoing
    self.cellHeightGrowth = cellHeightGrowth
    self.appearance = appearance
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

  /// The layout of ``estimatedFrame(_:)``, drawn 5 pt right of and 8 pt below
  /// the text rect's origin (the text view's padding and inset).
  public func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout? {
    try estimatedLayout(message.text)
  }

  /// The text view's frame relative to the bubble, the bubble's frame in the
  /// cell, and the cell (`viewWidth` × `h + 20`).
  ///
  /// The text view keeps UIKit's defaults, so its glyphs start 5 pt
  /// (`lineFragmentPadding`) right of and 8 pt (`textContainerInset`) below
  /// its origin.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    let estimated = try estimatedFrame(message.text).size
    let side = message.isOutgoing ? outgoing : incoming
    let bubble = side.bubbleFrame(estimated: estimated, viewWidth: viewWidth)
    let text = side.textFrame(estimated: estimated, viewWidth: viewWidth)
    return BubbleMeasurement(
      textRect: text.offsetBy(dx: -bubble.minX, dy: -bubble.minY), bubbleFrame: bubble,
      cellSize: CGSize(width: viewWidth, height: Double(estimated.height) + cellHeightGrowth))
  }
}
