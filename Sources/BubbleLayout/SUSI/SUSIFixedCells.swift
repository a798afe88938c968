import Foundation

/// The cells SUSI iOS sizes with constants, whatever they show. The
/// defaults are the client's values (its cells' `sizeForItemAt` heights and
/// the frames their `setupCell` sets); change any of them to make the
/// style your own.
///
/// | cell | height | bubble frame |
/// | --- | --- | --- |
/// | `ActivityIndicatorCell` (typing) | 44 | (4, 0, 100, 44) |
/// | `MapCell` | 200 | (8, 0, 275, 198) |
/// | `RSSCell` (RSS and web search cards) | 145 | (0, 0, V, 135), the card strip |
/// | `ImageCell` | 173 | (8, 0, 228, 173) |
/// | `YouTubePlayerCell` (video and audio) | 158 | (8, 0, 208, 158) |
public struct SUSIFixedCells: Sendable, Hashable {
  /// The typing indicator's cell: 44 tall, bubble (4, 0, 100, 44).
  public var typingIndicator = SUSIFixedCellSize(cellHeight: 44, bubbleFrame: CGRect(x: 4, y: 0, width: 100, height: 44))
  /// A map's cell: 200 tall, bubble (8, 0, 275, 198).
  public var map = SUSIFixedCellSize(cellHeight: 200, bubbleFrame: CGRect(x: 8, y: 0, width: 275, height: 198))
  /// An image's cell: 173 tall, bubble (8, 0, 228, 173).
  public var image = SUSIFixedCellSize(cellHeight: 173, bubbleFrame: CGRect(x: 8, y: 0, width: 228, height: 173))
  /// A video or audio player's cell: 158 tall, bubble (8, 0, 208, 158).
  public var player = SUSIFixedCellSize(cellHeight: 158, bubbleFrame: CGRect(x: 8, y: 0, width: 208, height: 158))
  /// The RSS and web search cards' cell height: 145.
  public var cardsCellHeight = 145.0
  /// The height of the card strip at the top of that cell, as wide as the
  /// view: 135 (its cell pins only the strip's height).
  public var cardsStripHeight = 135.0

  /// The client's values.
  public init() {}

  /// The cards' cell in a view `viewWidth` wide: the strip at the top, full width.
  func cards(viewWidth: Double) -> SUSIFixedCellSize {
    SUSIFixedCellSize(
      cellHeight: cardsCellHeight, bubbleFrame: CGRect(x: 0, y: 0, width: viewWidth, height: cardsStripHeight))
  }
}
