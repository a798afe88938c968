import BubbleLayout
import SnapshotTesting

extension Snapshotting where Value == Conversation, Format == String {
  /// The conversation in the JSQMessagesViewController style, 375 points
  /// wide, as text.
  ///
  /// ```swift
  /// assertSnapshot(of: conversation, as: .lines)
  /// ```
  public static var lines: Snapshotting { lines() }

  /// The conversation laid out in `style`, as text: the content size, then
  /// each message's cell, bubble and text frames (in the content's
  /// coordinates, points to a thousandth) and one row per line of its text
  /// with its UTF-16 range, used width, baseline, why it broke and its text.
  /// For an outgoing "Hello" in the default style:
  ///
  /// ```text
  /// view width 375, content 375 × 57
  /// message "1", outgoing
  ///   cell x 4 y 10 width 367 height 37
  ///   bubble x 260 y 10 width 79 height 37
  ///   text x 274 y 17 width 41 height 21
  ///   0..<5  width 40.689  baseline 16.469  paragraphEnd  "Hello"
  /// ```
  ///
  /// A media message has a `media` row instead of lines. When the
  /// conversation cannot be laid out, the text is `error: ` and why.
  ///
  /// - Parameters:
  ///   - style: The chat style that lays the conversation out.
  ///   - viewWidth: The width of the collection view, in points.
  public static func lines(style: ConversationStyle = .jsq(), viewWidth: Double = 375) -> Snapshotting {
    SimplySnapshotting.lines.pullback { conversation in
      ConversationRows.text(of: conversation, style: style, viewWidth: viewWidth)
    }
  }
}
