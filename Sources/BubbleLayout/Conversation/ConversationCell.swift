import Foundation

/// Where one message goes in a laid-out conversation: its cell, its bubble,
/// its text and its avatar, all in the scrolled content's coordinates
/// (origin at the content's top-left, y down, points, unrounded).
public struct ConversationCell: Sendable, Hashable {
  /// The cell's frame: x at the section's left inset, y stacked.
  public var frame: CGRect
  /// The bubble's frame (it may reach outside the cell where the style
  /// draws it so, as the chat-log tutorial does).
  public var bubbleFrame: CGRect
  /// The text's frame (``CellText/frame``; zero-sized at the bubble's
  /// origin for media).
  public var textFrame: CGRect
  /// The avatar's frame, or nil where the style shows none.
  public var avatarFrame: CGRect?

  /// The frames of `cell` placed at `origin`.
  init(_ cell: MessageCell, at origin: CGPoint) {
    frame = CGRect(origin: origin, size: cell.size)
    bubbleFrame = cell.bubbleFrame.offsetBy(dx: origin.x, dy: origin.y)
    textFrame =
      cell.text?.frame.offsetBy(dx: origin.x, dy: origin.y) ?? CGRect(origin: bubbleFrame.origin, size: .zero)
    avatarFrame = cell.avatarFrame?.offsetBy(dx: origin.x, dy: origin.y)
  }
}
