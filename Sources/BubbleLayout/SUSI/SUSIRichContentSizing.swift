import Foundation

/// How ``SUSILayout`` sizes `table` and `piechart` messages.
public enum SUSIRichContentSizing: Sendable, Hashable {
  /// As SUSI iOS does: a text cell sized by the response's query (height
  /// `estimatedFrame(query) + 38`). A table gets no bubble at all (its cell
  /// never sets the bubble's frame, so the rect is zero); a pie chart, whose
  /// type SUSI iOS does not know, stays an `answer` and shows the query in
  /// an incoming bubble.
  case asSUSIiOS
  /// Real sizes: the table (``SUSITableStyle``) or the chart with its legend
  /// (``SUSIPieChartStyle``) measured inside an incoming bubble.
  case measured
}
