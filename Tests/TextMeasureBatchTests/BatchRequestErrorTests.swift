import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// Requests that are not as the contract says get one error answer naming
/// the JSON path of what is wrong (messages from the contract), with the
/// line's id when it has a valid one.
@Suite struct BatchRequestErrorTests {
  static let measurer = BatchMeasurer(systemFallback: false)

  static func answer(_ line: String) -> BatchAnswer {
    measurer.answer(toLine: Array(line.utf8))
  }

  @Test(arguments: [
    (#"{"id":1,"text":"a","size":17,"widht":100}"#, "$.widht: unknown key"),
    (#"{"id":1,"text":"a","text":"b","size":17}"#, "$.text: appears twice in its object"),
    (#"{"id":1,"runs":[{"text":"a","size":3,"size":4}]}"#, "$.runs[0].size: appears twice in its object"),
    (#"{"id":1,"text":"a","size":17,"variations":{"wght":1,"wght":2}}"#, "$.variations.wght: appears twice in its object"),
    (#"{"id":1,"runs":[{"text":"a"},{"text":"b","colour":1}],"size":17}"#, "$.runs[1].colour: unknown key"),
    (#"{"id":1,"runs":[{"text":"a","size":"big"}]}"#, "$.runs[0].size: must be a number"),
    (
      #"{"id":1,"runs":[{"text":"a"},{"text":"b","size":0}],"size":17}"#,
      "$.runs[1].size: must be a number greater than 0 and at most 10000, got 0"
    ),
    (#"{"id":1,"runs":[{"text":"a"}]}"#, "$.runs[0].size: missing"),
    (#"{"id":1,"runs":[{"size":17}]}"#, "$.runs[0].text: missing"),
    (#"{"id":1,"runs":[],"size":17}"#, "$.runs: must have 1 to 1000 runs"),
    (#"{"id":1,"text":"a","runs":[{"text":"b"}],"size":17}"#, "$.runs: give 'text' or 'runs', not both"),
    (#"{"id":1,"size":17}"#, "$: missing 'text' (or 'runs')"),
    (#"{"id":1,"text":"a","size":17,"width":-1}"#, "$.width: must be a number at least 0 and at most 1000000, got -1"),
    (#"{"id":1,"text":"a","size":17,"width":1e300}"#, "$.width: must be a number at least 0 and at most 1000000"),
    (#"{"id":1,"text":"a","size":1e400}"#, "$.size: 1e400 is beyond a double's range"),
    (
      #"{"id":1,"text":"a","size":17,"paragraph_style":{"line_spacing":-2}}"#,
      "$.paragraph_style.line_spacing: must be a number at least 0"
    ),
    (#"{"id":1,"text":"a","size":17,"paragraph_style":{"alignment":"middle"}}"#, "$.paragraph_style.alignment: "),
    (#"{"id":1,"text":"a","size":17,"paragraph_style":{"spacing":2}}"#, "$.paragraph_style.spacing: unknown key"),
    (
      #"{"id":1,"text":"a","size":17,"number_of_lines":1.5}"#,
      "$.number_of_lines: must be a whole number from 0 to 1000000, got 1.5"
    ),
    (#"{"id":1,"text":"a","size":17,"number_of_lines":2,"options":1}"#, "$.options: cannot be given with"),
    (#"{"id":1,"text":"a","size":17,"returns":"everything"}"#, #"$.returns: must be one of "rect", "lines", "glyphs""#),
    (
      #"{"id":1,"text":"a","size":17,"metrics_profile":"android"}"#,
      #"$.metrics_profile: must be one of "fonts", "ios""#
    ),
    (#"{"id":1,"text":"a","size":17,"options":["wrapsNicely"]}"#, "$.options: unknown option 'wrapsNicely'"),
    (#"{"id":1,"text":"a","size":17,"options":64}"#, "$.options: 64 is not a sum of the options' bits"),
    (#"{"id":1,"text":"a","size":17,"weight":2}"#, "$.weight: must be a number at least -1 and at most 1, got 2"),
    (
      #"{"id":1,"text":"a","size":17,"font":"Inter","font_file":"/x.ttf"}"#,
      "$.font: give 'font_file' or 'font', not both"
    ),
    (#"{"id":1,"text":"a","size":17,"font_file":"/nonexistent/font.ttf"}"#, "$.font_file: "),
    (#"{"id":1,"style":"whatsapp","text":"a"}"#, #"$.style: must be one of "jsq""#),
    (
      #"{"id":1,"style":"jsq","text":"a","view_width":8}"#, "$.view_width: must be more than 8 points for the jsq style"
    ),
    (#"{"id":1,"style":"jsq","text":"a","size":17}"#, "$.size: unknown key (a bubble request has"),
    (#"{"id":1,"text":"a","size":17,"\u0000\"x":1}"#, #"$["\u0000\"x"]: unknown key"#),
  ])
  func aBadValue_isAnsweredWithItsPath_andTheID(line: String, message: String) throws {
    let answer = Self.answer(line)
    let error = try #require(answer.error)
    #expect(error.hasPrefix(message), "\(error)")
    let object = try BatchMeasurerTests.object(answer)
    #expect(object["id"] as? Int == 1)
    #expect(Set(object.keys) == ["id", "error"])
  }

  /// An id that is neither a string nor a number, or a string longer than
  /// the limit, is an error answer without an id: it is never echoed.
  @Test(arguments: [
    #"[1,{"k":null}]"#, #"{"k":1}"#, "true",
    "\"" + String(repeating: "x", count: BatchLimits.idLength + 1) + "\"",
    "\"" + String(repeating: "é", count: BatchLimits.idLength / 2 + 1) + "\"",
  ])
  func anIDThatIsNotAStringOrNumber_isAnErrorWithoutID(id: String) throws {
    let answer = Self.answer(#"{"id":\#(id),"text":"a","size":17}"#)
    let error = try #require(answer.error)
    #expect(error.hasPrefix("$.id: must be"), "\(error)")
    #expect(try BatchMeasurerTests.object(answer).keys.sorted() == ["error"])
  }

  /// A 20,000,000-character id is refused, not echoed.
  @Test func aHugeID_isNotEchoed() throws {
    let answer = Self.answer(#"{"id":""# + String(repeating: "x", count: 20_000_000) + #"","text":"a","size":17}"#)
    #expect(answer.error == "$.id: must be at most \(BatchLimits.idLength) bytes of UTF-8")
    #expect(answer.json.utf8.count < 200)
  }

  /// A string id of exactly the limit is echoed.
  @Test func anIDAtTheLimit_isEchoed() throws {
    let id = String(repeating: "x", count: BatchLimits.idLength)
    let answer = Self.answer(#"{"id":"\#(id)","text":"a","size":17}"#)
    #expect(answer.error == nil)
    #expect(answer.json.contains(#""id":"\#(id)""#))
  }

  /// Deeply nested JSON (in the id, in an unknown key, as the whole line)
  /// is an error answer, not a crash or a stack overflow.
  @Test(arguments: [1_000, 100_000])
  func deeplyNestedJSON_isAnError(depth: Int) throws {
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    for line in [
      #"{"id":\#(nested),"text":"a","size":17}"#, #"{"id":1,"deep":\#(nested),"text":"a","size":17}"#, nested,
      String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth),
    ] {
      let answer = Self.answer(line)
      #expect(answer.error != nil)
      #expect(answer.json.utf8.count < 1_000)
    }
  }

  /// Invalid UTF-8 and binary garbage are error answers.
  @Test func bytesThatAreNotAJSONObject_areErrors() throws {
    #expect(Self.measurer.answer(toLine: [0x7B, 0xFF, 0x7D]).error == "the line is not UTF-8")
    var generator = SplitMix64(seed: 24)
    for _ in 0..<200 {
      let garbage = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      #expect(Self.measurer.answer(toLine: garbage).error != nil)
    }
    #expect(Self.measurer.answer(toLine: []).error?.hasPrefix("not valid JSON") == true)
    #expect(Self.answer("[1,2]").error == "the line is a JSON array, not an object")
    #expect(Self.answer("17").error == "the line is a JSON value, not an object")

  }

  /// A text beyond ``BatchLimits/textLength`` UTF-16 units, in one text or
  /// across runs, or too many runs, is refused before it is laid out.
  @Test func aTextOverTheLimits_isRefused() throws {
    let long = String(repeating: "a", count: BatchLimits.textLength + 1)
    #expect(
      Self.answer(#"{"id":1,"text":"\#(long)","size":17,"width":1e-300}"#).error
        == "$.text: the text must have at most \(BatchLimits.textLength) UTF-16 units, it has \(BatchLimits.textLength + 1)"
    )
    let half = String(repeating: "\\n", count: BatchLimits.textLength / 2 + 1)
    #expect(
      Self.answer(#"{"id":1,"runs":[{"text":"\#(half)"},{"text":"\#(half)"}],"size":17}"#).error?.hasPrefix(
        "$.runs: the text") == true)
    let runs = Array(repeating: #"{"text":"a"}"#, count: BatchLimits.runCount + 1).joined(separator: ",")
    #expect(Self.answer(#"{"id":1,"runs":[\#(runs)],"size":17}"#).error == "$.runs: must have 1 to 1000 runs")
  }
}

/// A small deterministic generator of test bytes (splitmix64).
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
