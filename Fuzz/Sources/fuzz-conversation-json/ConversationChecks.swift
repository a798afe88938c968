import BubbleLayout
import Foundation
import FuzzSupport
import TextMeasure

/// What decoding and laying out a conversation must do, whatever its
/// bytes, each checked by trapping:
///
/// - `Conversation(jsonData:)` reads it or throws its
///   `ConversationDecodingError` (typed: the compiler holds it to that);
/// - in every style, the conversation lays out (the styles' fonts and sizes
///   are fixed, so nothing may fail) or, without messages, reports
///   `noMessages`; styles whose caches live across inputs give what fresh
///   styles without a cache give; there is one cell per message, the
///   content is as wide as the view, and every frame is finite.
struct ConversationChecks {
  /// The view width: an iPhone's.
  static let viewWidth = 375.0

  let jsonData: Data
  /// The styles measuring with caches kept across inputs.
  let cachedStyles: [ConversationStyle]
  /// The same styles measuring without any cache: the reference.
  let uncachedStyles: [ConversationStyle]

  func run() {
    guard let conversation = try? Conversation(jsonData: jsonData) else { return }
    for (style, reference) in zip(cachedStyles, uncachedStyles) {
      let laidOut = Outcome { try ConversationLayout(conversation, style: style, viewWidth: Self.viewWidth) }
      let expected = Outcome { try ConversationLayout(conversation, style: reference, viewWidth: Self.viewWidth) }
      invariant(laidOut.agrees(with: expected), "\(style.name): with caches \(laidOut), without \(expected)")
      guard let layout = laidOut.value else {
        return invariant(
          conversation.messages.isEmpty && laidOut.isNoMessagesError,
          "\(style.name): laying out \(conversation.messages.count) messages gave \(laidOut)")
      }
      check(layout, of: conversation, style: style.name)
    }
  }

  /// One cell per message, the content as wide as the view, every frame finite.
  private func check(_ layout: ConversationLayout, of conversation: Conversation, style: String) {
    invariant(
      layout.cells.count == conversation.messages.count,
      "\(style): \(layout.cells.count) cells for \(conversation.messages.count) messages")
    invariant(
      layout.contentSize.width == Self.viewWidth && layout.contentSize.isFinite,
      "\(style): content size \(layout.contentSize) at view width \(Self.viewWidth)")
    for (index, cell) in layout.cells.enumerated() {
      invariant(
        cell.frame.isFinite && cell.bubbleFrame.isFinite && cell.textFrame.isFinite,
        "\(style): message \(index) has a frame that is not finite: \(cell)")
    }
  }
}
