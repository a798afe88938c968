import Foundation

/// Which labels a conversation's messages get, and their texts: the part of
/// a chat app's data source that labels cells (see ``MessageLabels``).
///
/// ```swift
/// let rule = MessageLabelRule.jsqDemo
/// rule.labels(conversation, 0).cellTop   // "May 3, 2024 6:02 PM"
/// ```
///
/// ``ConversationStyle`` holds one; the presets use the rule of their
/// source (see each one). Dates are formatted by ``LabelDateFormat``
/// (`en_US_POSIX`, UTC); a message without a date gets no date label.
public struct MessageLabelRule: Sendable {
  /// The labels of message `index` of a conversation (which may look at the
  /// messages before it and the participants' names).
  public var labels: @Sendable (_ conversation: Conversation, _ index: Int) -> MessageLabels

  /// A rule.
  public init(_ labels: @escaping @Sendable (_ conversation: Conversation, _ index: Int) -> MessageLabels) {
    self.labels = labels
  }

  /// No labels (the chat-log and self-sizing tutorials show none).
  public static let none = MessageLabelRule { _, _ in .none }

  /// JSQ's demo (`DemoMessagesViewController`): a timestamp in the cell top
  /// label of every third message (`indexPath.item % 3 == 0`), and the
  /// sender's display name over an incoming bubble whose previous message
  /// is another sender's (the first message's too; the demo's
  /// `item - 1 > 0` skips comparing with message 0, which we do not copy
  /// *(chosen)*). No cell bottom label.
  public static let jsqDemo = MessageLabelRule { conversation, index in
    let message = conversation.messages[index]
    return MessageLabels(
      cellTop: index % 3 == 0 ? formatted(message.date, LabelDateFormat.jsqTimestamp) : nil,
      messageTop: !message.isOutgoing && senderChanges(in: conversation, at: index)
        ? conversation.name(of: message.sender ?? "") : nil)
  }

  /// MessageKit's example app (`ChatViewController`): the date in the cell
  /// top label of every third message (`indexPath.section % 3 == 0`), the
  /// sender's display name over every bubble and the time under every
  /// bubble (the example shows a medium date there; we show the time,
  /// since a conversation's messages share their date *(chosen)*). Its
  /// cell bottom label, a constant "Read", is left out.
  public static let messageKitExample = MessageLabelRule { conversation, index in
    let message = conversation.messages[index]
    return MessageLabels(
      cellTop: index % 3 == 0 ? formatted(message.date, LabelDateFormat.messageKitDate) : nil,
      messageTop: conversation.name(of: message.sender ?? ""),
      messageBottom: formatted(message.date, LabelDateFormat.time))
  }

  /// The SMS tutorial (seed 001): every row's date label shows the date as
  /// `-[NSDate description]` writes it ("2024-05-03 18:02:11 +0000").
  ///
  /// Faithful to an odd source: the seed puts the raw `NSDate` into a
  /// 200-point label of bold 14 pt, which cuts it short with "…"
  /// ("2024-05-03 18:02:1…"); this rule and ``SMSPreset`` keep both, so the
  /// picture shows the truncated date the tutorial's app showed. Use your
  /// own rule (and ``SMSPreset/dateLabelFrame``) for a readable date.
  public static let smsSeed = MessageLabelRule { conversation, index in
    MessageLabels(cellTop: formatted(conversation.messages[index].date, LabelDateFormat.dateDescription))
  }

  /// SUSI iOS: every text bubble shows its time ("h:mm a") in its bottom corner.
  public static let susiClient = MessageLabelRule { conversation, index in
    let message = conversation.messages[index]
    return message.media == nil ? susiLabels(date: message.date) : .none
  }

  /// The labels SUSI iOS gives a text bubble sent at `date`: its time.
  public static func susiLabels(date: Date?) -> MessageLabels {
    MessageLabels(messageBottom: formatted(date, LabelDateFormat.time))
  }

  /// `date` in `pattern`, or nil without a date.
  static func formatted(_ date: Date?, _ pattern: String) -> String? {
    date.map { LabelDateFormat.string(from: $0, pattern: pattern) }
  }

  /// Whether message `index` is the first one or follows another sender's.
  static func senderChanges(in conversation: Conversation, at index: Int) -> Bool {
    index == 0 || conversation.messages[index - 1].sender != conversation.messages[index].sender
  }
}
