import Foundation

/// A chat between participants, as data: who "I" am, who takes part, and the
/// messages in the order they are shown.
///
/// Read one from the JSON format of `Examples/README.md` with
/// ``init(jsonData:)``, lay it out with ``ConversationLayout``:
///
/// ```swift
/// let conversation = try Conversation(jsonData: Data(contentsOf: url))
/// let layout = try ConversationLayout(conversation, style: .jsq(), viewWidth: 375)
/// layout.contentSize   // the scrolled content: every cell, stacked
/// ```
///
/// Each message's ``ChatMessage/sender`` is the id of the participant who sent
/// it, and its ``ChatMessage/isOutgoing`` says whether that is ``me`` (decoding
/// sets it so; the styles read only `isOutgoing`). An empty conversation is a
/// valid value; ``ConversationLayout`` refuses it
/// (``ConversationLayoutError/noMessages``).
public struct Conversation: Sendable, Hashable {
  /// The conversation's title, if it has one.
  public var title: String?
  /// The id of the app's user: their messages are outgoing (trailing side).
  public var me: String
  /// Who takes part; empty when the source names no one, and then any
  /// sender id goes.
  public var participants: [ConversationParticipant]
  /// The messages, oldest first (the order they are stacked in).
  public var messages: [ChatMessage]

  /// A conversation made of parts.
  ///
  /// - Parameters:
  ///   - title: The title, if any.
  ///   - me: The app user's id.
  ///   - participants: Who takes part (may be empty).
  ///   - messages: The messages in display order, each with its sender's id
  ///     and `isOutgoing` set to `sender == me`.
  public init(title: String? = nil, me: String, participants: [ConversationParticipant] = [], messages: [ChatMessage]) {
    self.title = title
    self.me = me
    self.participants = participants
    self.messages = messages
  }

  /// The name to show for a sender id: the participant's name, or the id
  /// itself when no participant has it.
  public func name(of senderID: String) -> String {
    participants.first { $0.id == senderID }?.name ?? senderID
  }
}
