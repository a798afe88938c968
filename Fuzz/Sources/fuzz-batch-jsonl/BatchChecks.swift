import Foundation
import FuzzSupport
import TextMeasureBatch

/// What answering a batch line must do, whatever its bytes, each checked by
/// trapping:
///
/// - the answer is one line of JSON, an object, with `"error"` exactly when
///   the answer says it failed, and the request's `"id"` echoed, the same
///   JSON value (numbers by exact value), when the line was a JSON object
///   (in UTF-8) with a valid one (a string of at most `BatchLimits.idLength`
///   bytes, or a number);
/// - the same line answered with a cache (twice: made, then read) and
///   without one gives the same bytes;
/// - a measured answer with lines (a text request's default answer): its
///   lines concatenate to the request's text or runs' texts (or, below a
///   height limit or within a number of lines, to its beginning), one width
///   per line, every number finite and no size negative.
///
/// Requests and answers are read with `JSONDecoder` into `JSONValue`s, as
/// `BatchMeasurer` reads requests, so numbers compare exactly.
struct BatchChecks {
  let line: [UInt8]
  let cached: BatchMeasurer
  let uncached: BatchMeasurer

  func run() {
    let answer = cached.answer(toLine: line)
    let reference = uncached.answer(toLine: line)
    let again = cached.answer(toLine: line)
    invariant(answer == reference, "with a cache \(answer.json), without \(reference.json)")
    invariant(again == answer, "answered again from the cache \(again.json), first \(answer.json)")
    invariant(!answer.json.contains("\n"), "the answer spans lines: \(answer.json)")
    guard let object = Self.object(Data(answer.json.utf8)) else {
      return invariant(false, "the answer is not a JSON object: \(answer.json)")
    }
    invariant((object["error"] != nil) == (answer.error != nil), "'error' and the failure disagree: \(answer.json)")
    // JSON is UTF-8 (RFC 8259); JSONDecoder also reads some lines that are not.
    let request = String(validating: line, as: UTF8.self) == nil ? nil : Self.object(Data(line))
    // A key given twice is an error, and which of its values a reader keeps
    // is not defined: JSONDecoder's choice of id need not be the batch's.
    // And JSONDecoder reads some lines RFC 8259 does not allow (a trailing
    // comma, a raw control character in a string), which the batch answers
    // as not JSON, without an id.
    let unreadable = answer.error.map { $0.contains("appears twice") || $0.hasPrefix("not valid JSON") } ?? false
    if let sent = request?["id"], Self.isValidID(sent), !unreadable {
      invariant(
        object["id"].map { Self.same($0, sent) } == true, "id \(sent) answered as \(String(describing: object["id"]))")
    }
    if answer.error == nil, object["lines"] != nil, let request { checkMeasured(object, request: request) }
  }

  /// Whether the batch echoes `id`: a string of at most
  /// `BatchLimits.idLength` bytes of UTF-8, or a number.
  static func isValidID(_ id: JSONValue) -> Bool {
    switch id {
    case .string(let string): string.utf8.count <= BatchLimits.idLength
    case .number, .integer, .unsignedInteger: true
    default: false
    }
  }

  /// The text a request measures: its `text`, or its runs' texts joined.
  static func text(of request: [String: JSONValue]) -> String? {
    if case .string(let text)? = request["text"] { return text }
    guard case .array(let runs)? = request["runs"] else { return nil }
    var text = ""
    for run in runs {
      guard case .object(let run) = run, case .string(let part)? = run["text"] else { return nil }
      text += part
    }
    return text
  }

  /// Whether two JSON values are the same: numbers by their exact value
  /// (`2.7777777777777776e+16` is written back as `27777777777777776`).
  static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy(same)
    case (.object(let left), .object(let right)):
      return Set(left.keys) == Set(right.keys) && left.allSatisfy { key, value in same(value, right[key]!) }
    case (.integer(let integer), .number(let number)), (.number(let number), .integer(let integer)):
      return Int(exactly: number) == integer
    case (.unsignedInteger(let integer), .number(let number)), (.number(let number), .unsignedInteger(let integer)):
      return UInt64(exactly: number) == integer
    default:
      return left == right
    }
  }

  /// The JSON object in `data`, or nil.
  static func object(_ data: Data) -> [String: JSONValue]? {
    try? JSONDecoder().decode([String: JSONValue].self, from: data)
  }

  private func checkMeasured(_ answer: [String: JSONValue], request: [String: JSONValue]) {
    guard let text = Self.text(of: request), case .array(let lineValues)? = answer["lines"],
      case .array(let widthValues)? = answer["line_widths"], let width = answer["width"]?.numberValue,
      let height = answer["height"]?.numberValue, case .object(let rect)? = answer["rect"]
    else { return invariant(false, "a measured answer without its fields: \(answer)") }
    let lines = lineValues.compactMap { value -> String? in
      guard case .string(let line) = value else { return nil }
      return line
    }
    let widths = widthValues.compactMap(\.numberValue)
    let rectNumbers = ["x", "y", "width", "height"].compactMap { rect[$0]?.numberValue }
    invariant(lines.count == lineValues.count && rectNumbers.count == 4, "lines or rect malformed: \(answer)")
    // A height limit or a number of lines may hide the lines below; then those shown begin the text.
    let shown = Array(lines.joined().utf16)
    let limitsLines = (request["height"]?.numberValue ?? 0) > 0 || (request["number_of_lines"]?.numberValue ?? 0) > 0
    let hidesLines = limitsLines && shown.count < text.utf16.count
    let expected = Array(text.utf16.prefix(hidesLines ? shown.count : text.utf16.count))
    invariant(shown == expected, "lines \(lines) of text \(text.debugDescription)")
    invariant(widths.count == lines.count, "\(widths.count) widths for \(lines.count) lines")
    let numbers = widths + [width, height] + rectNumbers
    invariant(numbers.allSatisfy(\.isFinite), "a number is not finite: \(answer)")
    invariant(([width, height, rectNumbers[2], rectNumbers[3]] + widths).allSatisfy { $0 >= 0 }, "a negative size: \(answer)")
  }
}
