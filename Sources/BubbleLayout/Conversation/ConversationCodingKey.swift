import Foundation

/// A coding key made on the spot: a member name or an array index. Checks
/// that span several values (a sender against the participants, an id
/// against earlier ids) build the path of the value they blame with it.
struct ConversationCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  /// A coding path as a JSON path: `messages[3].sender`, or `$` for the
  /// document itself (the notation of ``SUSIResponseError``).
  static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path.isEmpty ? "$" : path
  }
}
