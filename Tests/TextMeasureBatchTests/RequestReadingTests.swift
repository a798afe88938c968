import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// Requests are read by the batch's own scanner, not `JSONDecoder`;
/// `JSONDecoder` is the oracle for what a string or a number reads as.
@Suite struct RequestReadingTests {
  static let batch = BatchMeasurer(systemFallback: false)

  /// Strings with every escape read as `JSONDecoder` reads them: the
  /// answer's lines concatenate to the decoded text.
  @Test(arguments: [
    #""plain""#, #""quote \" backslash \\ slash \/ \b\f\n\r\t""#, #""\u00e9\u4f60 \ud83d\ude00 \u0041""#,
    #""mixed é你😀 \"end\"""#, #""""#,
  ])
  func strings_readAsJSONDecoderReadsThem(literal: String) throws {
    let text = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
    let answer = Self.batch.answer(toLine: Array(#"{"text":\#(literal),"size":17}"#.utf8))
    #expect(answer.error == nil, "\(answer.error ?? "")")
    let report = try JSONDecoder().decode(LayoutReport.self, from: Data(answer.json.utf8))
    #expect(report.lines.joined() == text)
  }

  /// Numbers read as `JSONDecoder` reads them: the id of a number comes
  /// back as the double `JSONDecoder` reads (−0 as 0, an integer).
  @Test func numbers_readAsJSONDecoderReadsThem() throws {
    var generator = SplitMix64(seed: 3)
    var texts = [
      "0", "-0", "0.1", "1e-7", "2.5E+2", "123456789012345678901234567890", "4.9e-324", "1.7976931348623157e308",
    ]
    for _ in 0..<1_000 {
      let value = Double(bitPattern: generator.next())
      if value.isFinite { texts.append("\(value)") }
    }
    struct Echo: Decodable { var id: Double }
    for text in texts {
      let answer = Self.batch.answer(toLine: Array(#"{"id":\#(text),"text":"a","size":17,"returns":"rect"}"#.utf8))
      #expect(answer.error == nil, "\(text): \(answer.error ?? "")")
      let echoed = try JSONDecoder().decode(Echo.self, from: Data(answer.json.utf8)).id
      let expected = try JSONDecoder().decode(Double.self, from: Data(text.utf8))
      #expect(echoed == expected, "\(text)")
    }
  }

  /// What is not JSON is refused however it is broken.
  @Test(arguments: [
    #"{"text":"a","size":17"#, #"{"text":"a" "size":17}"#, #"{"text":"a\u12"}"#, #"{"text":"\ud800"}"#,
    #"{"text":"a","size":01}"#, #"{"text":"a","size":1.}"#, #"{"text":"a","size":17}x"#, "{\"text\":\"a\tb\"}",
    #"{text:"a"}"#, #"{"text":"a",}"#, #"{"text":"a","size":tru}"#,
  ])
  func brokenJSON_isRefused(line: String) throws {
    let error = try #require(Self.batch.answer(toLine: Array(line.utf8)).error)
    #expect(error.hasPrefix("not valid JSON: "), "\(error)")
  }
}
