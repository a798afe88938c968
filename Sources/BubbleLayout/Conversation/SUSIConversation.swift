import Foundation

/// A SUSI exchange as a conversation: the user's query, then one message
/// per action of the server's response, as the SUSI iOS client lists them.
///
/// ```swift
/// let response = try SUSIResponse(jsonData: data)
/// let layout = try ConversationLayout(SUSIConversation(response), viewWidth: 375)
/// ```
///
/// Its messages keep their SUSI actions (maps, tables, feeds…), so they are
/// laid out with ``SUSILayout``'s own measurements
/// (``ConversationLayout/init(_:layout:viewWidth:)``).
public struct SUSIConversation: Sendable, Hashable {
  /// The user's query (outgoing) first, then SUSI's messages in response order.
  public var messages: [SUSIMessage]

  /// The conversation of one response: its `query` as the user's message
  /// (dated `query_date`), then ``SUSIResponse/messages``. A response
  /// without a query gives SUSI's messages alone.
  public init(_ response: SUSIResponse) {
    let query = response.query.isEmpty ? [] : [SUSIMessage.userQuery(response.query, date: response.queryDate)]
    messages = query + response.messages
  }
}
