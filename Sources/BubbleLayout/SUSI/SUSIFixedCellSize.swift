import Foundation

/// The size SUSI iOS gives a cell it does not measure: a constant cell
/// height and a constant bubble frame in the cell (the cell is as wide as
/// the view).
public struct SUSIFixedCellSize: Sendable, Hashable {
  /// The cell's height.
  public var cellHeight: Double
  /// The bubble's frame in the cell.
  public var bubbleFrame: CGRect

  /// A cell `cellHeight` tall with its bubble at `bubbleFrame`.
  public init(cellHeight: Double, bubbleFrame: CGRect) {
    self.cellHeight = cellHeight
    self.bubbleFrame = bubbleFrame
  }

  /// The measurement of a message of `type` in such a cell, `viewWidth` wide.
  func measurement(_ type: SUSIActionType, viewWidth: Double) -> SUSIMessageMeasurement {
    SUSIMessageMeasurement(
      type: type, cellSize: CGSize(width: viewWidth, height: cellHeight), bubbleFrame: bubbleFrame)
  }
}
