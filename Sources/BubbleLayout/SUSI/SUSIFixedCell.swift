import Foundation

/// The cells SUSI iOS sizes with constants, whatever they show.
enum SUSIFixedCell {
  /// `ActivityIndicatorCell`: height 44, bubble (4, 0, 100, 44).
  case typingIndicator
  /// `MapCell`: height 200, bubble (8, 0, 275, 198).
  case map
  /// `RSSCell` (RSS and web search cards): height 145, the card strip
  /// (0, 0, V, 135) (its cell pins only the strip's height, so it sits at the top).
  case cards
  /// `ImageCell`: height 173, bubble (8, 0, 228, 173).
  case image
  /// `YouTubePlayerCell` (video and audio): height 158, bubble (8, 0, 208, 158).
  case player

  /// The cell for a message of `type` in a view `viewWidth` wide.
  func measurement(_ type: SUSIActionType, viewWidth: Double) -> SUSIMessageMeasurement {
    let (height, bubble): (Double, CGRect) =
      switch self {
      case .typingIndicator: (44, CGRect(x: 4, y: 0, width: 100, height: 44))
      case .map: (200, CGRect(x: 8, y: 0, width: 275, height: 198))
      case .cards: (145, CGRect(x: 0, y: 0, width: viewWidth, height: 135))
      case .image: (173, CGRect(x: 8, y: 0, width: 228, height: 173))
      case .player: (158, CGRect(x: 8, y: 0, width: 208, height: 158))
      }
    return SUSIMessageMeasurement(type: type, cellSize: CGSize(width: viewWidth, height: height), bubbleFrame: bubble)
  }
}
