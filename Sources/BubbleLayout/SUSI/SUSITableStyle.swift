import Foundation
import TextMeasure

/// How ``SUSILayout`` draws tables when it measures them (SUSI iOS has no
/// table cell; these choices are this library's).
///
/// Each column is as wide as its widest text on one line (header or cell)
/// plus ``cellPadding``; when the columns do not fit the bubble's width
/// (the view width − 16 − ``bubblePadding``), each gets its share of that
/// width in proportion to its natural width, rounded down to a whole point,
/// and its text wraps. A row is as tall as its tallest cell (at least one
/// line of its font) plus ``cellPadding``. Text sizes are rounded up.
public struct SUSITableStyle: Sendable, Hashable {
  /// The cells' font: system 14.
  public var font = Font.systemFont(ofSize: 14)
  /// The header row's font: bold system 14.
  public var headerFont = Font.boldSystemFont(ofSize: 14)
  /// Around each cell's text: 6 above and below, 8 on the sides.
  public var cellPadding = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
  /// Between the bubble and the table: 8, and 20 at the bottom for the
  /// time and feedback row (as SUSI iOS's image cell leaves).
  public var bubblePadding = EdgeInsets(top: 8, left: 8, bottom: 20, right: 8)

  /// The defaults above.
  public init() {}
}
