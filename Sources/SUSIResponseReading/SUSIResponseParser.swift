import BubbleLayout
import Foundation

/// Reads a response's top level: `query`, the dates, `answers[0]` with its
/// `data` rows and `actions`.
enum SUSIResponseParser {
  static func parse(_ root: SUSIJSONNode) throws(SUSIResponseError) -> SUSIResponse {
    let query = try root.optional("query")?.string() ?? ""
    let queryDate = try root.optional("query_date").map(date)
    let answerDate = try root.optional("answer_date").map(date)
    let answers = try root.required("answers").elements()
    guard let answer = answers.first else { throw .missing(path: "answers[0]") }
    let rows = try answer.optional("data")?.elements() ?? []
    let context = SUSIActionParser(query: query, rows: rows)
    var messages: [SUSIMessage] = []
    var warnings: [SUSIResponseWarning] = []
    for action in try answer.required("actions").elements() {
      let typeNode = try action.required("type")
      let type = try typeNode.string()
      guard let (parsed, text) = try context.parse(action, type: type) else {
        warnings.append(.unknownActionType(path: typeNode.path, type: type))
        continue
      }
      messages.append(
        SUSIMessage(action: parsed, text: text, isFromUser: false, queryDate: queryDate, answerDate: answerDate))
    }
    return SUSIResponse(
      query: query, queryDate: queryDate, answerDate: answerDate, messages: messages, warnings: warnings)
  }

  /// A `yyyy-MM-dd'T'HH:mm:ss.SSSZ` date (SUSI iOS's format), e.g.
  /// `2017-02-17T16:06:24.794Z` or `…794+0000`.
  static func date(_ node: SUSIJSONNode) throws(SUSIResponseError) -> Date {
    let text = try node.string()
    // ICU's date parser overflows (a SIGFPE) on a very long run of digits,
    // such as fractional seconds of a hundred places; no field of this
    // format has more than four, so a run longer than nine is refused first.
    // And Foundation's DateFormatter traps ("Incorrect range") on a string
    // whose characters are fewer than its UTF-16 units (a combining mark
    // after a digit); the format is all ASCII, so other text is refused.
    let longestDigitRun = text.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).map(\.count).max() ?? 0
    guard text.utf8.count <= 64, text.utf8.allSatisfy({ $0 < 0x80 }), longestDigitRun <= 9 else {
      throw .invalidValue(path: node.path, reason: "\"\(text.prefix(64))\" is not a yyyy-MM-dd'T'HH:mm:ss.SSSZ date")
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
    guard let date = formatter.date(from: text) else {
      throw .invalidValue(path: node.path, reason: "\"\(text)\" is not a yyyy-MM-dd'T'HH:mm:ss.SSSZ date")
    }
    return date
  }
}
