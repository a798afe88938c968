import Foundation

/// One MessageKit cell laid out: the bubble (message container), the text
/// inside it, the avatar and the cell, in points.
public struct MessageKitCellLayout: Sendable, Hashable {
  /// The kind that was laid out.
  public var kind: MessageKitMessageKind
  /// The message container's frame in the cell (`layoutMessageContainerView`).
  public var messageContainerFrame: CGRect
  /// Where the label draws its text, relative to the container: the label
  /// insets' origin and the rounded-up label size. `nil` for media.
  public var textRect: CGRect?
  /// The avatar's frame in the cell (`layoutAvatarView`).
  public var avatarFrame: CGRect
  /// The cell's size: `(itemWidth, cellContentHeight)`.
  public var cellSize: CGSize

  /// A cell layout.
  public init(
    kind: MessageKitMessageKind, messageContainerFrame: CGRect, textRect: CGRect?, avatarFrame: CGRect,
    cellSize: CGSize
  ) {
    self.kind = kind
    self.messageContainerFrame = messageContainerFrame
    self.textRect = textRect
    self.avatarFrame = avatarFrame
    self.cellSize = cellSize
  }

  /// The layout as the styles' common measurement (a zero text rect for media).
  public var measurement: BubbleMeasurement {
    BubbleMeasurement(textRect: textRect ?? .zero, bubbleFrame: messageContainerFrame, cellSize: cellSize)
  }
}
