import BubbleLayout
import SnapshotTesting
import TextRender

extension Snapshotting where Value == Conversation, Format == SnapshotImage {
  /// The conversation in the JSQMessagesViewController style, 375 points
  /// wide at 2×, compared with the `DiffTolerance.antiAliasingNoise` tolerance.
  ///
  /// ```swift
  /// assertSnapshot(of: conversation, as: .image)
  /// ```
  public static var image: Snapshotting { image() }

  /// The conversation as `ConversationRenderer` draws it: the
  /// bubbles, avatars, labels, media placeholders and text of every message,
  /// the picture the size of the layout's content.
  ///
  /// - Parameters:
  ///   - style: The chat style that lays the conversation out.
  ///   - viewWidth: The width of the collection view, in points.
  ///   - scale: Pixels per point: 1, 2 or 3.
  ///   - appearance: The colours and outlines; the style's own by default.
  ///   - tolerance: How different the pixels may be and still match.
  public static func image(
    style: ConversationStyle = .jsq(), viewWidth: Double = 375, scale: Int = 2,
    appearance: ConversationAppearance? = nil, tolerance: DiffTolerance = .antiAliasingNoise
  ) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(scale: scale, tolerance: tolerance)) { conversation in
      SnapshotImage {
        let renderer = ConversationRenderer(style: style, appearance: appearance, scale: scale)
        return try renderer.render(conversation, viewWidth: viewWidth).bitmap
      }
    }
  }
}
