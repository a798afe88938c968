import BubbleLayout
import Foundation
internal import _TextMeasureSupport

/// A SUSI server response (`/susi/chat.json`), read into chat messages the
/// way SUSI iOS's `Message.getAllAction(data:)` does: one message per
/// action of `answers[0]`, in order.
///
/// ```swift
/// let response = try SUSIResponse(jsonData: data)
/// for message in response.messages { print(message.action.type, message.text) }
/// for warning in response.warnings { print(warning) }   // skipped actions
/// ```
///
/// The response must be an object with an `answers` array whose first
/// element has an `actions` array; `data` (rows shared by tables, charts
/// and feeds), `query`, `query_date` and `answer_date` are optional. Each
/// action needs a string `type` and its type's fields (see ``/BubbleLayout/SUSIAction``);
/// an action of an unknown type is skipped with a warning. Anything else
/// malformed throws a ``SUSIResponseError`` naming its JSON path.
public struct SUSIResponse: Sendable, Hashable {
  /// The user's `query` ("" when absent).
  public var query: String
  /// `query_date`, if present.
  public var queryDate: Date?
  /// `answer_date`, if present.
  public var answerDate: Date?
  /// One message per shown action, in the actions' order.
  public var messages: [SUSIMessage]
  /// The actions that were skipped.
  public var warnings: [SUSIResponseWarning]

  /// A response made of parts.
  public init(
    query: String, queryDate: Date? = nil, answerDate: Date? = nil, messages: [SUSIMessage],
    warnings: [SUSIResponseWarning] = []
  ) {
    self.query = query
    self.queryDate = queryDate
    self.answerDate = answerDate
    self.messages = messages
    self.warnings = warnings
  }

  /// Reads a response from its JSON bytes.
  ///
  /// - Throws: ``SUSIResponseError`` naming where the response is malformed.
  public init(jsonData: Data) throws(SUSIResponseError) {
    let root: SUSIJSONValue
    do {
      root = try JSONDecoder().decode(SUSIJSONValue.self, from: jsonData)
    } catch {
      throw .notJSON(JSONSyntaxError.description(in: jsonData) ?? String(describing: error))
    }
    self = try SUSIResponseParser.parse(SUSIJSONNode(value: root, path: "$"))
  }
}
