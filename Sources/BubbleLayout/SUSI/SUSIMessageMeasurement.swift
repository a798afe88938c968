import Foundation

/// One SUSI message measured: its type, its cell and its bubble.
///
/// Encodes as `{"type", "cell": {"width", "height"}, "bubble": {"x", "y",
/// "width", "height"}}` (the content rect is left out), the shape
/// `textmeasure susi` prints.
public struct SUSIMessageMeasurement: Sendable, Hashable, Encodable {
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

  private enum CodingKeys: String, CodingKey {
    case type, cell, bubble
  }

  private enum SizeKeys: String, CodingKey {
    case width, height
  }

  private enum RectKeys: String, CodingKey {
    case x, y, width, height
  }

  /// Encodes `type`, `cell` and `bubble`, in points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type.rawValue, forKey: .type)
    var cell = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .cell)
    try cell.encode(Double(cellSize.width), forKey: .width)
    try cell.encode(Double(cellSize.height), forKey: .height)
    var bubble = container.nestedContainer(keyedBy: RectKeys.self, forKey: .bubble)
    try bubble.encode(Double(bubbleFrame.origin.x), forKey: .x)
    try bubble.encode(Double(bubbleFrame.origin.y), forKey: .y)
    try bubble.encode(Double(bubbleFrame.size.width), forKey: .width)
    try bubble.encode(Double(bubbleFrame.size.height), forKey: .height)
  }
}
