import FontOracles
import Foundation
import Testing

/// A request line with one field that is not as the batch contract says.
struct InvalidField: Sendable, CustomTestStringConvertible {
  var name: String
  var request: [String: any Sendable]
  /// The whole error message the answer and stderr must carry.
  var message: String
  var testDescription: String { name }
}

/// The batch's fields, each checked: a field that is not as the contract
/// says is an error naming it, never ignored.
@Suite("measure --jsonl: every field checked")
struct BatchFieldTests {
  static let knownFields =
    "'id', 'text', 'runs', 'paragraph_style', 'number_of_lines', 'line_break_mode', 'options', 'metrics_profile', "
    + "'width', 'height', 'returns', 'font', 'font_file', 'font_index', 'named_instance', 'variations', 'size', "
    + "'weight', 'kern', 'tracking', 'baseline_offset'"
  static let optionBits =
    "usesLineFragmentOrigin = 1, usesFontLeading = 2, usesDeviceMetrics = 8, truncatesLastVisibleLine = 32"

  static let invalidFields: [InvalidField] = [
    InvalidField(
      name: "options with bits no option has", request: ["options": 999_999],
      message: "$.options: 999999 is not a sum of the options' bits (\(optionBits))"),
    InvalidField(
      name: "negative options", request: ["options": -1],
      message: "$.options: -1 is not a sum of the options' bits (\(optionBits))"),
    InvalidField(
      name: "options a fraction", request: ["options": 1.5],
      message: "$.options: 1.5 is not a sum of the options' bits (\(optionBits))"),
    InvalidField(
      name: "options a list with a number", request: ["options": ["usesFontLeading", 3] as [any Sendable]],
      message: "$.options: must be a list of option names (or their bits as a number)"),
    InvalidField(
      name: "options a single name, not a list", request: ["options": "usesFontLeading"],
      message: "$.options: must be a list of option names (or their bits as a number)"),
    InvalidField(
      name: "an unknown field (a misspelt width)", request: ["widht": 50],
      message: "$.widht: unknown key (a request has \(knownFields))"),
    InvalidField(
      name: "font_file not a string", request: ["font_file": 5], message: "$.font_file: must be a string"),
    InvalidField(name: "font not a string", request: ["font": ["Inter"]], message: "$.font: must be a string"),
    InvalidField(
      name: "both font and font_file", request: ["font": "Inter", "font_file": FontFiles.interRegular.path],
      message: "$.font: give 'font_file' or 'font', not both"),
    InvalidField(name: "height not a number", request: ["height": true], message: "$.height: must be a number"),
    InvalidField(
      name: "variations a list", request: ["variations": [700] as [any Sendable]],
      message: "$.variations: must be an object"),
    InvalidField(
      name: "variations with a string value", request: ["variations": ["wght": "bold"]],
      message: "$.variations.wght: must be a number"),
    InvalidField(
      name: "named_instance not a string", request: ["named_instance": 700],
      message: "$.named_instance: must be a string"),
  ]

  /// The single answer of a batch of `line`, which must have failed.
  private func failedAnswer(_ line: String) throws -> (answer: Answer, result: CLIResult) {
    let result = try CLI.batch([line])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    let answer = try #require(try answers(result).first, "\(result.summary)")
    #expect(answer.lines == nil, "\(answer.object)")
    return (answer, result)
  }

  @Test("an invalid field: an error answer naming it, the same on stderr, exit status 1", arguments: invalidFields)
  func invalidField(_ invalid: InvalidField) throws {
    var request: [String: Any] = ["id": "bad", "text": "Hello", "size": 17]
    for (key, value) in invalid.request { request[key] = value }
    let (answer, result) = try failedAnswer(requestLine(request))
    #expect(answer.idString == "bad")
    #expect(answer.error == invalid.message)
    #expect(result.stderrLines == ["textmeasure: input line 1: \(invalid.message)"])
  }

  @Test("font_index with a font name picks a face of the named font's file, as with font_file")
  func fontIndexWithName() throws {
    let cjk = FontFiles.notoSansCJK
    let result = try CLI.batch([
      requestLine(["id": "name", "text": "il", "size": 17, "font": "Noto Sans CJK JP"]),
      requestLine(["id": "name+5", "text": "il", "size": 17, "font": "Noto Sans CJK JP", "font_index": 5]),
      requestLine(["id": "file+5", "text": "il", "size": 17, "font_file": cjk.path, "font_index": 5]),
    ])
    #expect(result.succeeded, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 3)
    // Face 0 of the collection is Noto Sans CJK JP, face 5 Noto Sans Mono CJK JP.
    let proportional = try HBShape.width(fontFile: cjk, faceIndex: 0, text: "il", size: 17)
    let mono = try HBShape.width(fontFile: cjk, faceIndex: 5, text: "il", size: 17)
    #expect(proportional != mono)
    #expect(close(out[0].width, proportional), "\(out[0].object)")
    #expect(close(out[1].width, mono), "\(out[1].object)")
    #expect(close(out[2].width, mono), "\(out[2].object)")
  }

  @Test("font_index past the faces of the named font's file: an error naming font_index, the font and its file")
  func fontIndexPastNamedFont() throws {
    let (answer, _) = try failedAnswer(
      requestLine(["id": "inter", "text": "Hello", "size": 17, "font": "Inter", "font_index": 5]))
    let message = try #require(answer.error)
    // The bundled Inter is built into the binary: its file is named, not a path.
    #expect(message == "$.font_index: 5: 'Inter' is in the bundled Inter-Regular.otf, which has 1 face", "\(message)")
  }

  /// A line JSONSerialization rejects, and where the parser stops.
  struct RejectedLine: Sendable, CustomTestStringConvertible {
    var name: String
    var line: String
    /// What the parser's description must mention (its position, or the reason).
    var mentions: String
    var testDescription: String { name }
  }

  static let rejectedLines: [RejectedLine] = [
    RejectedLine(
      name: "a lone high surrogate", line: #"{"id":"s","text":"\ud800","size":17}"#, mentions: "surrogate"),
    RejectedLine(
      name: "NaN", line: #"{"id":"n","text":"a","size":NaN}"#,
      mentions: "character \(#"{"id":"n","text":"a","size":"#.utf8.count)"),
    RejectedLine(
      name: "trailing garbage", line: #"{"id":"g","text":"a","size":17} x"#,
      mentions: "character \(#"{"id":"g","text":"a","size":17} "#.utf8.count)"),
  ]

  @Test(
    "a line the JSON parser rejects: 'not valid JSON' and the parser's reason and position", arguments: rejectedLines)
  func rejectedJSON(_ rejected: RejectedLine) throws {
    let (answer, _) = try failedAnswer(rejected.line)
    let message = try #require(answer.error)
    #expect(message.hasPrefix("not valid JSON: "), "\(message)")
    #expect(message.contains(rejected.mentions), "\(message)")
    #expect(answer.id == nil, "no id can be read from the line: \(answer.object)")
  }

  @Test("a JSON array is not a request: said so")
  func array() throws {
    let (answer, _) = try failedAnswer(#"["id","text"]"#)
    #expect(answer.error == "the line is a JSON array, not an object")
  }

  @Test("a line that is not UTF-8 is refused, not measured with replacement characters")
  func notUTF8() throws {
    var stdin = Data(#"{"id":"latin1","text":"caf"#.utf8)
    stdin.append(0xE9)  // é in Latin-1
    stdin.append(contentsOf: Data(#"","size":17}"#.utf8) + Data("\n".utf8))
    let result = try CLI.run(["measure", "--jsonl", "--no-system-fallback"], stdinData: stdin)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    #expect(try answers(result).first?.error == "the line is not UTF-8")
  }
}
