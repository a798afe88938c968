import Foundation

/// One SUSI message measured: its type, its cell and its bubble.
///
/// Encodes as `{"type", "cell": {"width", "height"}, "bubble": {"x", "y",
/// "width", "height"}, "content_rect"?}`; `textmeasure susi --json` prints
/// the first three keys.
public struct SUSIMessageMeasurement: Sendable, Hashable {
  /// The message's action type.
  public var type: SUSIActionType
  /// The cell: the view's width and the height `sizeForItemAt` returns.
  public var cellSize: CGSize
  /// The bubble (`textBubbleView`, or the card strip for RSS and web search)
  /// relative to the cell.
  public var bubbleFrame: CGRect
  /// What the bubble shows, relative to the bubble: where the text view
  /// draws its text (at the unrounded `estimatedFrame` size), or the
  /// measured table or chart. `nil` for maps, images, players, cards and
  /// the typing indicator.
  public var contentRect: CGRect?

  /// A measurement.
  public init(type: SUSIActionType, cellSize: CGSize, bubbleFrame: CGRect, contentRect: CGRect? = nil) {
    self.type = type
    self.cellSize = cellSize
    self.bubbleFrame = bubbleFrame
    self.contentRect = contentRect
  }

  /// The measurement as the styles' common type (a zero text rect when there is no content).
  public var measurement: BubbleMeasurement {
    BubbleMeasurement(textRect: contentRect ?? .zero, bubbleFrame: bubbleFrame, cellSize: cellSize)
  }
}
