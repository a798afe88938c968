import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureBatch

/// ``BatchMeasurer``: a request line in, an answer line out, as the batch
/// contract says; widths from `hb-shape`, messages from the contract.
@Suite struct BatchMeasurerTests {
  /// The answer's JSON object.
  static func object(_ answer: BatchAnswer) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any])
  }

  @Test func aRequest_isAnsweredWithItsLinesAndWidths_fromHBShape() throws {
    let text = "Hello, World!"
    let line = #"{"id":7,"text":"\#(text)","font_file":"\#(FontFiles.interRegular.path)","size":17}"#
    let answer = BatchMeasurer(systemFallback: false).answer(toLine: Array(line.utf8))
    #expect(answer.error == nil)
    let object = try Self.object(answer)
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: text, size: 17)
    #expect(object["id"] as? Int == 7)
    #expect(object["lines"] as? [String] == [text])
    let widths = try #require(object["line_widths"] as? [Double])
    try #require(widths.count == 1)
    #expect(abs(widths[0] - width) < 1e-9, "\(widths[0]) against hb-shape's \(width)")
    #expect(abs(try #require(object["width"] as? Double) - width) < 1e-9)
  }

  @Test func aLineThatIsNotARequest_isAnsweredWithItsError() throws {
    let measurer = BatchMeasurer(systemFallback: false)
    let array = measurer.answer(toLine: Array("[1,2]".utf8))
    #expect(array.error == "the line is a JSON array, not an object")
    #expect(try Self.object(array).keys.sorted() == ["error"])
    let bad = measurer.answer(toLine: Array(#"{"id":"x","text":"a","size":0}"#.utf8))
    #expect(bad.error == "$.size: must be a number greater than 0 and at most 10000, got 0")
    #expect(try Self.object(bad)["id"] as? String == "x")
    let notUTF8 = measurer.answer(toLine: [0x7B, 0xFF, 0x7D])
    #expect(notUTF8.error == "the line is not UTF-8")
  }

  /// Ids come back as they were written (and numbers are read exactly, as
  /// `size`, `width` and `height` are): integers up to 2⁶⁴ − 1, fractions
  /// and strings.
  @Test(arguments: [
    ("18446744073709551615", "18446744073709551615"), ("-9223372036854775808", "-9223372036854775808"),
    ("0.5", "0.5"), (#""x\u00e9""#, #""xé""#),
    // A shortest-form double that JSONSerialization reads one unit in the last place off.
    ("274.38489277867285", "274.38489277867285"),
  ])
  func anID_isEchoedAsWritten(id: String, echoed: String) throws {
    let answer = BatchMeasurer(systemFallback: false).answer(toLine: Array(#"{"id":\#(id),"text":"a","size":17}"#.utf8))
    #expect(answer.error == nil)
    #expect(answer.json.contains(#""id":\#(echoed)"#), "\(answer.json)")
  }

  @Test func theCascade_leavesOutThePrimaryFace() throws {
    let inter = try Font(fileURL: FontFiles.interRegular, size: 17)
    let noto = try Font(fileURL: FontFiles.notoSans, size: 12)
    let font = inter.cascading(to: [inter, noto], systemFallback: false)
    #expect(font.cascadeList.map(\.fileURL) == [FontFiles.notoSans])
    #expect(font.cascadeList.map(\.pointSize) == [17])
    #expect(!font.usesSystemFallback)
  }

  /// Bundled faces have no file, so the primary face is told by the face
  /// itself: the bundled Regular is left out, the bundled Bold kept.
  @Test func theCascade_leavesOutTheBundledPrimaryFace_only() throws {
    let regular = Font.systemFont(ofSize: 17)
    let font = regular.cascading(
      to: [.boldSystemFont(ofSize: 12), try Font(name: "Inter", size: 9)], systemFallback: true)
    #expect(font.cascadeList.map(\.fontName) == ["Inter-Bold"])
    #expect(font.cascadeList.map(\.pointSize) == [17])
  }

  /// Many threads answering through one measurer (and its engine's cache)
  /// give the answers one thread gives.
  @Test func answersOnManyThreads_equalTheSerialAnswers() throws {
    let words = ["chat", "بالعالم", "你好世界", "bubble", "😀", "measure", "שלום", "text"]
    let lines = (0..<400).map { index in
      let text = (0..<(index % 23 + 1)).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
      return Array(#"{"id":\#(index),"text":"\#(text)","size":\#(11 + index % 9),"width":\#(60 + index % 140)}"#.utf8)
    }
    let serial = lines.map {
      BatchMeasurer(measurer: TextMeasurer(engine: TextEngine(cacheBudget: 0))).answer(toLine: $0)
    }
    let shared = BatchMeasurer(measurer: TextMeasurer(engine: TextEngine()))
    let answers = Answers(count: lines.count)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in stride(from: thread, to: lines.count * 3, by: 8) {
        answers.record(shared.answer(toLine: lines[index % lines.count]), at: index % lines.count)
      }
    }
    #expect(answers.all == serial)
    #expect(serial.allSatisfy { $0.error == nil })
  }
}

/// Answers recorded from many threads, each line's last (NSLock: a lock
/// ThreadSanitizer sees).
final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [BatchAnswer?]

  init(count: Int) { answers = Array(repeating: nil, count: count) }

  func record(_ answer: BatchAnswer, at index: Int) {
    lock.withLock { answers[index] = answer }
  }

  var all: [BatchAnswer?] { lock.withLock { answers } }
}
