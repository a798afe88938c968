import Foundation

/// Where one message goes in a laid-out conversation: its cell, its bubble
/// and its text, all in the scrolled content's coordinates (origin at the
/// content's top-left, y down, points, unrounded).
public struct ConversationCell: Sendable, Hashable {
  /// The cell's frame: x at the section's left inset, y stacked.
  public var frame: CGRect
  /// The bubble's frame (it may reach outside the cell where the style
  /// draws it so, as the chat-log tutorial does).
  public var bubbleFrame: CGRect
  /// The text's frame: the style's text rect moved with the bubble
  /// (zero-sized at the bubble's origin for media, as the styles report).
  public var textFrame: CGRect

  /// The frames of `measurement` with its cell at `origin`.
  init(_ measurement: BubbleMeasurement, at origin: CGPoint) {
    frame = CGRect(origin: origin, size: measurement.cellSize)
    bubbleFrame = measurement.bubbleFrame.offsetBy(dx: origin.x, dy: origin.y)
    textFrame = measurement.textRect.offsetBy(dx: bubbleFrame.minX, dy: bubbleFrame.minY)
  }
}
