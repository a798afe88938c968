import BubbleLayout
import SnapshotTesting

extension Snapshotting where Value == ChatMessage, Format == String {
  /// The message's cell in the JSQMessagesViewController style, 375 points
  /// wide, as text.
  ///
  /// ```swift
  /// assertSnapshot(of: ChatMessage(id: "1", text: "Hello", isOutgoing: true), as: .lines)
  /// ```
  public static var lines: Snapshotting { lines() }

  /// The message's bubble cell as text: the message alone in a
  /// conversation, written as the conversation text strategy writes one
  /// (its cell, bubble and text frames, then its lines).
  ///
  /// - Parameters:
  ///   - style: The chat style that sizes the cell.
  ///   - viewWidth: The width of the collection view, in points.
  public static func lines(style: ConversationStyle = .jsq(), viewWidth: Double = 375) -> Snapshotting {
    Snapshotting<Conversation, String>.lines(style: style, viewWidth: viewWidth).pullback(Conversation.init(cell:))
  }
}
