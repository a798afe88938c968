import Foundation

/// One SUSI chat message: one action of a server response, the user's
/// query, or the typing indicator.
public struct SUSIMessage: Sendable, Hashable {
  /// What the message shows.
  public var action: SUSIAction
  /// The text SUSI iOS keeps in `Message.message` and sizes text cells by:
  /// the expression of an answer, the text of an anchor, the query of a
  /// websearch, "Stopped" for stop, and the response's query for every
  /// other action (so tables and pie charts are sized by the query).
  public var text: String
  /// Sent by the user (an outgoing bubble) rather than by SUSI.
  public var isFromUser: Bool
  /// The response's `query_date`, if any.
  public var queryDate: Date?
  /// The response's `answer_date`, if any.
  public var answerDate: Date?

  /// A message.
  public init(action: SUSIAction, text: String, isFromUser: Bool, queryDate: Date? = nil, answerDate: Date? = nil) {
    self.action = action
    self.text = text
    self.isFromUser = isFromUser
    self.queryDate = queryDate
    self.answerDate = answerDate
  }

  /// The user's own message (SUSI iOS's `Message(message:)`: an outgoing answer).
  public static func userQuery(_ text: String, date: Date? = nil) -> SUSIMessage {
    SUSIMessage(action: .answer(expression: text), text: text, isFromUser: true, queryDate: date)
  }

  /// The typing indicator the app shows while it waits for SUSI.
  public static let typingIndicator = SUSIMessage(action: .typingIndicator, text: "", isFromUser: false)

  /// What SUSI iOS's `StopCell` shows.
  public static let stoppedText = "Stopped"

  /// Whether SUSI iOS shows this message as an image: an answer from SUSI
  /// whose expression is a URL (`http` or `https`, the schemes
  /// `canOpenURL` accepts without declaring them) with a path extension of
  /// `jpg`, `jpeg`, `png` or `gif`, compared case-sensitively as
  /// `String.isImage()` does.
  public var isImage: Bool {
    guard !isFromUser, case .answer(let expression) = action, let url = URL(string: expression),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return false }
    return ["jpg", "jpeg", "png", "gif"].contains((expression as NSString).pathExtension)
  }
}
