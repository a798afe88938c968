import Foundation

/// What ``JSQBubbleSizeCalculator`` computes (and caches) for one message.
public struct JSQMessageBubbleSize: Sendable, Hashable {
  /// The bubble's size: `messageBubbleSizeForMessageData:`.
  public var bubble: CGSize
  /// The rounded text size the bubble was made from; zero for media.
  public var text: CGSize

  /// A bubble size and the text size it came from.
  public init(bubble: CGSize, text: CGSize) {
    self.bubble = bubble
    self.text = text
  }
}
