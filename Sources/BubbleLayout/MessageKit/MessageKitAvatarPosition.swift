import Foundation

/// Where MessageKit puts a message's avatar (`AvatarPosition`).
///
/// The horizontal side decides which edge the message container hugs; the
/// vertical position decides both the cell height formula and where the
/// avatar sits (MessageKit's `cellContentHeight(for:at:)` and
/// `MessageContentCell.layoutAvatarView(with:)`).
public struct MessageKitAvatarPosition: Sendable, Hashable {
  /// The side of the cell the avatar is on.
  public enum Horizontal: Sendable, Hashable {
    /// The cell's leading (left) edge.
    case cellLeading
    /// The cell's trailing (right) edge.
    case cellTrailing
    /// Trailing for outgoing messages, leading for incoming ones.
    case natural
  }

  /// The avatar's vertical alignment.
  public enum Vertical: Sendable, Hashable, CaseIterable {
    /// The top of the cell.
    case cellTop
    /// The top of the message top label.
    case messageLabelTop
    /// The top of the message container.
    case messageTop
    /// Centred on the message container.
    case messageCenter
    /// The bottom of the message container.
    case messageBottom
    /// The bottom of the cell (MessageKit's default).
    case cellBottom
  }

  /// The side.
  public var horizontal: Horizontal
  /// The vertical alignment.
  public var vertical: Vertical

  /// A position; MessageKit's default is `.natural` at `.cellBottom`.
  public init(horizontal: Horizontal = .natural, vertical: Vertical = .cellBottom) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The side with `.natural` resolved (`avatarPosition(for:)`): trailing
  /// for outgoing messages, leading for incoming ones.
  func resolvedHorizontal(isOutgoing: Bool) -> Horizontal {
    guard horizontal == .natural else { return horizontal }
    return isOutgoing ? .cellTrailing : .cellLeading
  }
}
