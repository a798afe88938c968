import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// Answers are written directly, not through `JSONEncoder`; `JSONEncoder`
/// (``JSONLine``) is the oracle: every number and string must come out
/// byte for byte as it writes them.
@Suite struct AnswerWriterTests {
  /// A report read (exactly, with `JSONDecoder`) from `json`.
  static func report(_ json: String) throws -> LayoutReport {
    try JSONDecoder().decode(LayoutReport.self, from: Data(json.utf8))
  }

  /// Doubles of every kind: whole, tiny, huge, negative, subnormal, random bits.
  static func doubles() -> [Double] {
    var generator = SplitMix64(seed: 7)
    var values: [Double] = [
      0, -0.0, 1, -1, 17, 0.1, 1e-5, 1e-7, 123_456_789_012_345_680, 1e16, 1e21, 1e22, -1e300,
      Double.leastNonzeroMagnitude,
      Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, 274.38489277867285, 20.573863636363637, 0.5,
    ]
    for _ in 0..<3_000 {
      let bits = generator.next()
      let value = Double(bitPattern: bits)
      if value.isFinite { values.append(value) }
      values.append(Double(generator.next() % 1_000_000) / 64)
    }
    return values
  }

  @Test func numbers_areWrittenAsJSONEncoderWritesThem() throws {
    let numbers = Self.doubles()
    for chunk in stride(from: 0, to: numbers.count, by: 100) {
      let slice = numbers[chunk..<min(chunk + 100, numbers.count)]
      let list = try JSONLine.encode(Array(slice))
      let json =
        #"{"height":\#(slice.first!),"id":\#(slice.last!),"line_widths":\#(list),"lines":[],"#
        + #""rect":{"x":\#(slice.first!),"y":1,"width":2,"height":3},"width":-4}"#
      let report = try Self.report(json)
      #expect(try report.json() == (try JSONLine.encode(report)))
    }
  }

  @Test func strings_areEscapedAsJSONEncoderEscapesThem() throws {
    var generator = SplitMix64(seed: 11)
    let pieces = [
      "a", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}", "é", "你", "😀",
      "\u{2028}", "\u{2029}", "\u{FEFF}", " ", "</script>",
    ]
    var lines = pieces
    for _ in 0..<500 {
      lines.append(
        (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    let report = try Self.report(
      #"{"height":1,"id":\#(try JSONLine.encode(lines[5])),"line_widths":[],"lines":\#(try JSONLine.encode(lines)),"#
        + #""rect":{"x":0,"y":0,"width":0,"height":0},"width":0}"#)
    #expect(try report.json() == (try JSONLine.encode(report)))
  }

  /// Ids of every kind come back as `JSONEncoder` writes them.
  @Test(arguments: ["1", "-9223372036854775808", "18446744073709551615", "0.1", "1e-7", #""x\"\\\n\u0001""#, "null"])
  func ids_areWrittenAsJSONEncoderWritesThem(id: String) throws {
    let report = try Self.report(
      #"{"height":1,"id":\#(id),"line_widths":[],"lines":[],"rect":{"x":0,"y":0,"width":0,"height":0},"width":0}"#)
    #expect(try report.json() == (try JSONLine.encode(report)))
  }

  /// Rect and error answers read back and encoded by `JSONEncoder` give the same line.
  @Test func rectAndErrorAnswers_areWrittenAsJSONEncoderWritesThem() throws {
    struct RectAnswer: Codable {
      var id: JSONValue?
      var rect: LayoutReport.Rect
    }
    struct ErrorAnswer: Codable {
      var id: JSONValue?
      var error: String
    }
    let batch = BatchMeasurer(systemFallback: false)
    for index in 0..<50 {
      let rect = batch.answer(
        toLine: Array(
          #"{"id":\#(index),"text":"Rect \#(index) \t","size":\#(10 + index),"width":\#(index * 7),"returns":"rect"}"#
            .utf8))
      #expect(rect.error == nil)
      #expect(rect.json == (try JSONLine.encode(try JSONDecoder().decode(RectAnswer.self, from: Data(rect.json.utf8)))))
      let failed = batch.answer(toLine: Array(#"{"id":"e\#(index)\n","text":"a","size":-\#(index)}"#.utf8))
      #expect(failed.error != nil)
      #expect(
        failed.json == (try JSONLine.encode(try JSONDecoder().decode(ErrorAnswer.self, from: Data(failed.json.utf8)))))
    }
  }
}
