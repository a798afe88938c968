import Foundation
import TextMeasure

/// MessageKit 4.3's sizing: `MessagesCollectionViewFlowLayout` with its
/// `TextMessageSizeCalculator`, emoji and media calculators, and the frames
/// `MessageContentCell` gives the avatar and the message container (the bubble).
///
/// ```swift
/// let layout = MessageKitLayout()                       // MessageKit's defaults
/// let cell = try layout.cellLayout(for: .text("Hello"), isOutgoing: false, viewWidth: 375)
/// print(cell.messageContainerFrame, cell.cellSize)       // bubble in the cell, (359, height)
/// ```
///
/// The arithmetic, for a collection view `W` points wide:
///
/// ```
/// itemWidth                = W − sectionInset.horizontal                       // W − 16
/// messageContainerMaxWidth = itemWidth − avatar.width − messagePadding.horizontal
///                            − accessory.width − accessoryPadding.horizontal
///                            − avatarLeadingTrailingPadding                   // W − 80
/// labelMaxWidth            = messageContainerMaxWidth − labelInsets.horizontal // W − 112
/// label size               = usedRect at labelMaxWidth, rounded up            // TextKit, padding 0
/// container                = label size + labelInsets                         // +32, +14
/// ```
///
/// W = 375 gives a label max width of 263, W = 320 gives 208. The cell is
/// `itemWidth` wide; its height depends on the avatar's vertical position
/// (``cellHeight(containerHeight:isOutgoing:labelHeights:)``). Text is laid
/// out as MessageKit ≥ 4.3 does (PR #1819): an `NSTextContainer` with
/// `lineFragmentPadding` 0 at the label's max width, and `usedRect` rounded
/// up, which with this engine is the layout at that width with its size
/// rounded up. Nothing else is rounded.
public struct MessageKitLayout: Sendable, Hashable {
  /// The flow layout's `sectionInset`: the cell is the view width minus its sides.
  public var sectionInset = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
  /// `incomingAvatarSize`.
  public var incomingAvatarSize = CGSize(width: 30, height: 30)
  /// `outgoingAvatarSize`.
  public var outgoingAvatarSize = CGSize(width: 30, height: 30)
  /// `incomingAvatarPosition`.
  public var incomingAvatarPosition = MessageKitAvatarPosition()
  /// `outgoingAvatarPosition`.
  public var outgoingAvatarPosition = MessageKitAvatarPosition()
  /// `avatarLeadingTrailingPadding`: space between the avatar and the cell edge.
  public var avatarLeadingTrailingPadding = 0.0
  /// `incomingMessagePadding`: around the container, 30 on the side away from the avatar.
  public var incomingMessagePadding = EdgeInsets(top: 0, left: 4, bottom: 0, right: 30)
  /// `outgoingMessagePadding`.
  public var outgoingMessagePadding = EdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
  /// `incomingMessageLabelInsets`: the text inside the bubble, 18 on the tail side.
  public var incomingMessageLabelInsets = EdgeInsets(top: 7, left: 18, bottom: 7, right: 14)
  /// `outgoingMessageLabelInsets`.
  public var outgoingMessageLabelInsets = EdgeInsets(top: 7, left: 14, bottom: 7, right: 18)
  /// `messageLabelFont`: the body text style, 17 pt system at the default
  /// content size (the bundled Inter stands in for SF).
  public var messageLabelFont = Font.systemFont(ofSize: 17)
  /// The emoji calculator's font: `systemFont(ofSize: body.pointSize × 2)`,
  /// fixed when the layout is made (changing ``messageLabelFont`` does not change it).
  public var emojiFont = Font.systemFont(ofSize: 34)
  /// `accessoryViewSize` (the accessory sits on the side away from the avatar).
  public var accessoryViewSize = CGSize.zero
  /// `accessoryViewPadding`.
  public var accessoryViewPadding = EdgeInsets.zero
  /// The label heights used when a call does not give its own, as
  /// MessageKit asks its layout delegate; nil (the default) sizes each
  /// label of a ``ChatMessage`` by measuring its text in ``labelStyles``
  /// (0 where there is none, and for the `cellLayout` calls without labels).
  public var labelHeights: MessageKitLabelHeights?
  /// The labels' fonts, colours and alignment.
  public var labelStyles = MessageKitLabelStyles()
  /// When a ``ChatMessage``'s text is sized as `.emoji`; `nil` never.
  public var emojiRule: EmojiOnlyRule? = EmojiOnlyRule()
  /// Sizes for ``ChatMessage`` media without a size of their own.
  public var mediaSizes = MessageKitMediaSizes()
  /// The measurer (and its metrics profile).
  public var measurer = TextMeasurer()

  /// MessageKit's defaults; change the properties to match an app's settings.
  public init() {}

  /// `itemWidth`: the cell's width, `viewWidth − sectionInset.horizontal`.
  public func itemWidth(viewWidth: Double) -> Double {
    viewWidth - sectionInset.horizontal
  }

  /// The avatar size on a side.
  func avatarSize(isOutgoing: Bool) -> CGSize {
    isOutgoing ? outgoingAvatarSize : incomingAvatarSize
  }

  /// The avatar position on a side, its horizontal side resolved.
  func avatarPosition(isOutgoing: Bool) -> MessageKitAvatarPosition {
    let position = isOutgoing ? outgoingAvatarPosition : incomingAvatarPosition
    return MessageKitAvatarPosition(
      horizontal: position.resolvedHorizontal(isOutgoing: isOutgoing), vertical: position.vertical)
  }

  /// The container padding on a side.
  func messagePadding(isOutgoing: Bool) -> EdgeInsets {
    isOutgoing ? outgoingMessagePadding : incomingMessagePadding
  }

  /// The label insets on a side.
  func messageLabelInsets(isOutgoing: Bool) -> EdgeInsets {
    isOutgoing ? outgoingMessageLabelInsets : incomingMessageLabelInsets
  }
}
