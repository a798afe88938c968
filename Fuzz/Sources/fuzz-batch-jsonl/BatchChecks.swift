import Foundation
import FuzzSupport
import TextMeasureBatch

/// What answering a batch line must do, whatever its bytes, each checked by
/// trapping:
///
/// - the answer is one line of JSON, an object, with `"error"` exactly when
///   the answer says it failed, and the request's `"id"` echoed when the
///   line was a JSON object with one (numbers as JSON numbers: `1.0` may come
///   back as `1`, the same number);
/// - the same line answered with a cache (twice: made, then read) and
///   without one gives the same bytes;
/// - a measured answer's lines concatenate to the request's text (or, below
///   a height limit, to its beginning), one width per line, every number
///   finite and no size negative.
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
    guard let object = try? JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any] else {
      return invariant(false, "the answer is not a JSON object: \(answer.json)")
    }
    invariant((object["error"] != nil) == (answer.error != nil), "'error' and the failure disagree: \(answer.json)")
    checkID(object)
    if answer.error == nil { checkMeasured(object) }
  }

  /// The request's id, when the line is a JSON object that has one, is the answer's.
  private func checkID(_ answer: [String: Any]) {
    guard let request = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      let id = request["id"], let sent = JSONValue(id)
    else { return }
    let echoed = JSONValue(answer["id"])
    invariant(echoed?.comparingNumbersByValue == sent.comparingNumbersByValue, "id \(sent) answered as \(String(describing: echoed))")
  }

  private func checkMeasured(_ answer: [String: Any]) {
    guard let request = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
      let text = request["text"] as? String, let lines = answer["lines"] as? [String],
      let widths = answer["line_widths"] as? [Double], let width = answer["width"] as? Double,
      let height = answer["height"] as? Double, let rect = answer["rect"] as? [String: Double]
    else { return invariant(false, "a measured answer without its fields: \(answer)") }
    // A height limit may hide the lines below it; then those shown begin the text.
    let shown = Array(lines.joined().utf16)
    let hidesLines = ((request["height"] as? Double) ?? 0) > 0 && shown.count < text.utf16.count
    let expected = Array(text.utf16.prefix(hidesLines ? shown.count : text.utf16.count))
    invariant(shown == expected, "lines \(lines) of text \(text.debugDescription)")
    invariant(widths.count == lines.count, "\(widths.count) widths for \(lines.count) lines")
    let numbers = widths + [width, height] + ["x", "y", "width", "height"].compactMap { rect[$0] }
    invariant(numbers.count == widths.count + 6, "rect \(rect) lacks a field")
    invariant(numbers.allSatisfy(\.isFinite), "a number is not finite: \(answer)")
    invariant(([width, height, rect["width"]!, rect["height"]!] + widths).allSatisfy { $0 >= 0 }, "a negative size: \(answer)")
  }
}

extension JSONValue {
  /// The value with every number as a `Double`: JSON has one kind of
  /// number, and `1.0` and `1` are the same one.
  var comparingNumbersByValue: JSONValue {
    switch self {
    case .integer(let value): .number(Double(value))
    case .unsignedInteger(let value): .number(Double(value))
    case .array(let values): .array(values.map(\.comparingNumbersByValue))
    case .object(let members): .object(members.mapValues(\.comparingNumbersByValue))
    default: self
    }
  }
}
