import BubbleLayout
import TextMeasure

/// A conversation laid out in a style, as text: the content size, then for
/// each message its cell, bubble and text frames (in the content's
/// coordinates) and its text's lines as ``LineRows`` writes them:
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
/// A media message has a `media` row instead of lines. An error (an empty
/// conversation, a text that cannot be measured) is the text `error: ` and
/// its description, so that it shows in the snapshot's difference.
enum ConversationRows {
  /// The text of `conversation` laid out in `style` for a view `viewWidth` points wide.
  static func text(of conversation: Conversation, style: ConversationStyle, viewWidth: Double) -> String {
    do {
      return try rows(of: conversation, style: style, viewWidth: viewWidth).joined(separator: "\n") + "\n"
    } catch {
      return "error: \(error)\n"
    }
  }

  /// The rows of the text, or the layout's or a measurement's error.
  private static func rows(
    of conversation: Conversation, style: ConversationStyle, viewWidth: Double
  ) throws -> [String] {
    var texts: [TextLayout?] = []
    let layout = try ConversationLayout(
      count: conversation.messages.count, sectionInset: style.sectionInset, lineSpacing: style.lineSpacing,
      viewWidth: viewWidth
    ) { index in
      let cell = try style.sizer.cell(for: style.message(at: index, of: conversation), viewWidth: viewWidth)
      texts.append(cell.text?.layout)
      return cell
    }
    var rows = ["view width \(SnapshotNumber.text(viewWidth)), content \(LineRows.text(of: layout.contentSize))"]
    for (index, cell) in layout.cells.enumerated() {
      let message = style.message(at: index, of: conversation)
      rows.append("message \(message.id.debugDescription), \(message.isOutgoing ? "outgoing" : "incoming")")
      rows.append("  cell \(LineRows.text(of: cell.frame))")
      rows.append("  bubble \(LineRows.text(of: cell.bubbleFrame))")
      rows.append("  text \(LineRows.text(of: cell.textFrame))")
      if let media = message.media {
        rows.append("  media \(media)")
      } else if let text = texts[index] {
        rows += LineRows.rows(of: text, indent: "  ")
      }
    }
    return rows
  }
}
