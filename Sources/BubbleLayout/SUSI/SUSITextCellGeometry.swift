import Foundation

/// Where SUSI iOS puts its text bubbles and their text views, from the
/// estimated text size `w × h` and the view width `V` (the cells set every
/// frame by hand). The defaults are the client's literals; change any of
/// them to make the style your own.
///
/// | cell | bubble | text view origin |
/// | --- | --- | --- |
/// | incoming (`IncomingBubbleCell`, `StopCell`) | `(8, 0, max(w + 40, V/3), h + 36)` | `(12, 4)` |
/// | outgoing (`OutgoingChatCell`) | `(V − max(w + 40, V/4 + 8), 0, max(w + 34, V/4), h + 36)` | `(V − max(w + 34, V/4), 4)` |
/// | anchor (`AnchorCell`) | `(8, 0, w + 40, h + 36)` | `(12, 4)` |
///
/// Every text cell is `V × (h + 38)`.
public struct SUSITextCellGeometry: Sendable, Hashable {
  /// An incoming bubble's x: 8.
  public var incomingBubbleX = 8.0
  /// Added to `w` for an incoming (or anchor) bubble's width: 40.
  public var incomingWidthGrowth = 40.0
  /// An incoming bubble is at least `V` divided by this wide: 3 (anchors have no minimum).
  public var incomingMinimumWidthDivisor = 3.0
  /// An incoming text view's origin in the cell: (12, 4).
  public var incomingTextViewOrigin = CGPoint(x: 12, y: 4)
  /// Added to `w` for the distance from an outgoing bubble's x to the view's right edge: 40.
  public var outgoingInsetGrowth = 40.0
  /// Added to `V/4` for the smallest such distance: 8.
  public var outgoingMinimumInsetExtra = 8.0
  /// Added to `w` for an outgoing bubble's width: 34.
  public var outgoingWidthGrowth = 34.0
  /// An outgoing bubble is at least `V` divided by this wide, and its
  /// distance from the right edge at least `V` divided by this plus
  /// ``outgoingMinimumInsetExtra``: 4.
  public var outgoingMinimumWidthDivisor = 4.0
  /// An outgoing text view's y: 4 (its x is `V − ` the bubble's width).
  public var outgoingTextViewY = 4.0
  /// Added to `h` for a bubble's height: 36.
  public var bubbleHeightGrowth = 36.0
  /// Added to `h` for the cell's height: 38.
  public var cellHeightGrowth = 38.0

  /// The client's literals.
  public init() {}
}
