import Foundation
import TextMeasure

/// A cell's frames without its layouts: the text's frame, the bubble
/// around it, and the cell (row) that holds both. ``MessageCell/measurement``
/// makes one; the command line's and the batch's bubble answers print it.
public struct BubbleMeasurement: Sendable, Hashable {
  /// The text's frame relative to the bubble's origin: ``CellText/frame``
  /// moved by the bubble (zero for media).
  public var textRect: CGRect
  /// The bubble's frame, relative to the cell's origin.
  public var bubbleFrame: CGRect
  /// The cell's size (its width is the collection view's item width).
  public var cellSize: CGSize

  /// A measurement.
  public init(textRect: CGRect, bubbleFrame: CGRect, cellSize: CGSize) {
    self.textRect = textRect
    self.bubbleFrame = bubbleFrame
    self.cellSize = cellSize
  }

  /// The bubble's size.
  public var bubbleSize: CGSize { bubbleFrame.size }
}
