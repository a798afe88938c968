import Foundation

/// What one SUSI chat message shows: a server action, parsed, or the
/// typing indicator.
public enum SUSIAction: Sendable, Hashable {
  /// Text.
  case answer(expression: String)
  /// A link showing `text`.
  case anchor(text: String, link: String)
  /// A table.
  case table(SUSITable)
  /// A pie chart.
  case pieChart(SUSIPieChart)
  /// RSS result cards.
  case rss(SUSIFeed)
  /// Web search result cards for `query` (the client runs the search).
  case websearch(query: String)
  /// A map.
  case map(SUSIMapLocation)
  /// An audio player.
  case audioPlay(SUSIPlayback)
  /// A video player.
  case videoPlay(SUSIPlayback)
  /// "Stopped".
  case stop
  /// The typing indicator.
  case typingIndicator

  /// The action's type.
  public var type: SUSIActionType {
    switch self {
    case .answer: .answer
    case .anchor: .anchor
    case .table: .table
    case .pieChart: .piechart
    case .rss: .rss
    case .websearch: .websearch
    case .map: .map
    case .audioPlay: .audioPlay
    case .videoPlay: .videoPlay
    case .stop: .stop
    case .typingIndicator: .typingIndicator
    }
  }
}
