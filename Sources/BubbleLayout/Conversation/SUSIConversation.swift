import Foundation

/// A SUSI exchange as a conversation: the user's query, then one message
/// per action of the server's response, as the SUSI iOS client lists them.
///
/// ```swift
/// let conversation = SUSIConversation(messages: [.userQuery("hello"), .typingIndicator])
/// let layout = try ConversationLayout(conversation, viewWidth: 375)
/// ```
///
/// SUSIResponseReading's `SUSIConversation(response)` makes the
/// conversation of a `/susi/chat.json` response.
///
/// Its messages keep their SUSI actions (maps, tables, feeds…), so they are
/// laid out with ``SUSILayout``'s own measurements
/// (``ConversationLayout/init(_:layout:viewWidth:)``).
public struct SUSIConversation: Sendable, Hashable {
  /// The user's query (outgoing) first, then SUSI's messages in response order.
  public var messages: [SUSIMessage]

  /// A conversation of `messages`, in order (SUSIResponseReading makes one
  /// of a server response).
  public init(messages: [SUSIMessage]) {
    self.messages = messages
  }
}
