import BubbleLayout
import SnapshotTesting
import TextRender

extension Snapshotting where Value == ChatMessage, Format == SnapshotImage {
  /// The message's cell in the JSQMessagesViewController style, 375 points
  /// wide at 2×, compared with the `DiffTolerance.antiAliasingNoise` tolerance.
  ///
  /// ```swift
  /// assertSnapshot(of: ChatMessage(id: "1", text: "Hello", isOutgoing: true), as: .image)
  /// ```
  public static var image: Snapshotting { image() }

  /// The message's bubble cell: the message alone in a conversation, drawn
  /// as the conversation image strategy draws one (with the labels the
  /// style's rule gives a first message).
  ///
  /// - Parameters:
  ///   - style: The chat style that sizes the cell.
  ///   - viewWidth: The width of the collection view, in points.
  ///   - scale: Pixels per point: 1, 2 or 3.
  ///   - appearance: The colours and outlines; the style's own by default.
  ///   - tolerance: How different the pixels may be and still match.
  public static func image(
    style: ConversationStyle = .jsq(), viewWidth: Double = 375, scale: Int = 2,
    appearance: ConversationAppearance? = nil, tolerance: DiffTolerance = .antiAliasingNoise
  ) -> Snapshotting {
    Snapshotting<Conversation, SnapshotImage>.image(
      style: style, viewWidth: viewWidth, scale: scale, appearance: appearance, tolerance: tolerance
    ).pullback(Conversation.init(cell:))
  }
}
