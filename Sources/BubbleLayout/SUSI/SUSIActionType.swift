import Foundation

/// The action types a SUSI chat message can have: the `type` values of the
/// server's actions that the SUSI iOS client shows, plus its typing indicator.
public enum SUSIActionType: String, Sendable, Hashable, CaseIterable, Codable {
  /// Text (`expression`); an image when the expression is an image URL.
  case answer
  /// A link (`text`, `link`).
  case anchor
  /// A table of the answer's `data` rows.
  case table
  /// A pie chart of the answer's `data` rows.
  case piechart
  /// RSS results (cards in a horizontal strip).
  case rss
  /// Web search results, fetched by the client (cards like RSS).
  case websearch
  /// A map at a latitude and longitude.
  case map
  /// An audio player.
  case audioPlay = "audio_play"
  /// A video player (a YouTube thumbnail).
  case videoPlay = "video_play"
  /// "Stopped", after the user stopped playback.
  case stop
  /// The typing dots the app adds while waiting (SUSI iOS's `indicatorView`;
  /// never in a server response).
  case typingIndicator = "indicatorView"
}
