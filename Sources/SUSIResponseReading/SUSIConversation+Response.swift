import BubbleLayout
import Foundation

extension SUSIConversation {
  /// The conversation of one response: its `query` as the user's message
  /// (dated `query_date`), then ``SUSIResponse/messages``. A response
  /// without a query gives SUSI's messages alone.
  ///
  /// ```swift
  /// let response = try SUSIResponse(jsonData: data)
  /// let layout = try ConversationLayout(SUSIConversation(response), viewWidth: 375)
  /// ```
  public init(_ response: SUSIResponse) {
    let query = response.query.isEmpty ? [] : [SUSIMessage.userQuery(response.query, date: response.queryDate)]
    self.init(messages: query + response.messages)
  }
}
