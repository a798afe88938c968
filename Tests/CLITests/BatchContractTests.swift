import FontOracles
import Foundation
import Testing

/// A text and a width for the partition checks.
struct PartitionCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var width: Double
  var testDescription: String { name }
}

/// The JSONL batch contract: `measure --jsonl` answers one object per request line, in order.
@Suite("measure --jsonl: the batch contract")
struct BatchContractTests {
  @Test("ids are echoed unchanged (strings and numbers) and answers keep the input order; exit 0")
  func idsEchoedInOrder() throws {
    var ids: [Any] = []
    for index in 0..<40 {
      switch index % 4 {
      case 0: ids.append("req-\(index)")
      case 1: ids.append(index * 1000 + 7)
      case 2: ids.append("ü/\"quoted\"\\ \(index) 🙂")
      default: ids.append(Double(index) + 0.5)
      }
    }
    ids.append(9_007_199_254_740_993)  // 2^53 + 1: an integer a Double would round
    ids.append(-12)
    let requests = ids.enumerated().map { index, id in
      requestLine(["id": id, "text": String(repeating: "w", count: index % 7 + 1), "size": 17, "width": 0])
    }
    let result = try CLI.batch(requests)
    #expect(result.succeeded, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == ids.count, "\(out.count) answers for \(ids.count) requests")
    for (index, (answer, id)) in zip(out, ids).enumerated() {
      #expect(answer.error == nil, "request \(index): \(answer.object)")
      if let id = id as? String {
        #expect(answer.idString == id, "request \(index)")
      } else if let id = id as? Int {
        let echoed = answer.id as? NSNumber
        #expect(answer.id is NSNumber && !(answer.id is String), "request \(index): \(String(describing: answer.id))")
        #expect(echoed?.int64Value == Int64(id), "request \(index): \(String(describing: answer.id))")
      } else if let id = id as? Double {
        #expect((answer.id as? NSNumber)?.doubleValue == id, "request \(index): \(String(describing: answer.id))")
      }
      // Order: each answer is for its own text.
      #expect(answer.lines == [String(repeating: "w", count: index % 7 + 1)], "request \(index)")
    }
  }

  @Test("an all-good batch exits 0 with nothing on stderr")
  func allGoodBatchExitsZero() throws {
    let requests = [
      requestLine(["id": "a", "text": "Hello", "size": 17, "width": 0]),
      requestLine(["id": "b", "text": "Hello Susi", "font": "Inter", "size": 12, "width": 40]),
      requestLine([
        "id": "c", "text": "x", "font_file": FontFiles.interRegular.path, "font_index": 0, "size": 30, "width": 0,
      ]),
      requestLine(["id": "d", "text": "", "size": 17, "width": 0]),
      requestLine([
        "id": "e", "text": "Hi", "size": 17, "width": 0,
        "options": ["usesLineFragmentOrigin", "usesFontLeading", "usesDeviceMetrics"],
      ]),
    ]
    let result = try CLI.batch(requests)
    #expect(result.reason == .exit)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stderrLines.isEmpty, "\(result.stderr)")
    let out = try answers(result)
    #expect(out.map(\.idString) == ["a", "b", "c", "d", "e"])
    #expect(out.allSatisfy { $0.error == nil && $0.lines != nil })
  }

  @Test("empty stdin exits 0 with no output")
  func emptyStdin() throws {
    let result = try CLI.run(["measure", "--jsonl"], stdin: "")
    #expect(result.reason == .exit)
    #expect(result.status == 0, "\(result.summary)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }

  static let partitionCases: [PartitionCase] = [
    PartitionCase(
      name: "paragraphs, an empty paragraph, trailing spaces, a long word",
      text: "First paragraph here.\nSecond one  \n\nThird with a supercalifragilisticexpialidociouswordthatislong word",
      width: 100),
    PartitionCase(name: "trailing spaces at the very end", text: "Hello Susi, how are you?     ", width: 60),
    PartitionCase(name: "ends with a newline", text: "one two three\n", width: 50),
    PartitionCase(name: "only a newline", text: "\n", width: 50),
    PartitionCase(name: "CR LF and lone CR", text: "alpha beta\r\ngamma\rdelta epsilon", width: 45),
    PartitionCase(
      name: "U+2028, U+2029 and NEL", text: "line\u{2028}separator\u{2029}paragraph\u{85}next line", width: 200),
    PartitionCase(
      name: "accents, combining marks and emoji",
      text: "héllo wörld e\u{301}e\u{301}e\u{301}e\u{301}e\u{301} 👋🏽 👨‍👩‍👧‍👦 fin", width: 40),
    PartitionCase(name: "a word much longer than the width", text: "Pneumonoultramicroscopicsilicovolcanoconiosis", width: 30),
    PartitionCase(name: "unconstrained, two paragraphs", text: "Hello   \nWorld  ", width: 0),
    PartitionCase(name: "only spaces", text: "     ", width: 10),
  ]

  @Test("lines partition the text; width = max(line_widths); rect.height = height", arguments: partitionCases)
  func linesPartitionTheText(_ testCase: PartitionCase) throws {
    let result = try CLI.batch([requestLine(["id": "p", "text": testCase.text, "size": 17, "width": testCase.width])])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    #expect(answer.idString == "p")
    let lines = try #require(answer.lines, "\(answer.object)")
    let widths = try #require(answer.lineWidths)
    #expect(lines.joined() == testCase.text, "lines \(lines.map { $0.debugDescription })")
    #expect(widths.count == lines.count)
    #expect(answer.width == (widths.max() ?? 0))
    let rect = try #require(answer.rect)
    #expect(rect["height"] == answer.height)
    #expect(rect["width"] == answer.width)
    // A line feed only ends a line.
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      if let newline = scalars.firstIndex(of: "\n") {
        #expect(newline == scalars.count - 1, "line feed inside \(line.debugDescription)")
      }
    }
    // Every line within the width, unless it holds a single grapheme cluster.
    if testCase.width > 0 {
      for (line, width) in zip(lines, widths) where line.withoutTrailingWhitespace.count > 1 {
        #expect(width <= testCase.width, "\(line.debugDescription) is \(width) wide")
      }
    }
    // All lines are in the system font at 17 pt (the bundled Inter with SF Pro's line
    // metrics): the height is the line count × SF Pro's line height.
    let lineHeight = SFProLineMetrics.lineHeight(17)
    #expect(close(answer.height, Double(lines.count) * lineHeight), "\(lines.count) lines")
  }

  @Test("a word wider than the line is broken inside; each piece is as wide as hb-shape says")
  func longWordBreaks() throws {
    let word = "supercalifragilisticexpialidocious"
    let text = "a \(word) b"
    let result = try CLI.batch([requestLine(["id": 1, "text": text, "size": 17, "width": 70])])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    let lines = try #require(answer.lines)
    let widths = try #require(answer.lineWidths)
    #expect(lines.joined() == text)
    #expect(!lines.contains { $0.contains(word) }, "the word was not broken: \(lines)")
    #expect(lines.count >= 4, "\(lines)")
    for (line, width) in zip(lines, widths) {
      let content = line.withoutTrailingWhitespace
      #expect(width <= 70, "\(line.debugDescription)")
      let expected = try HBShape.width(fontFile: FontFiles.interRegular, text: content, size: 17)
      #expect(close(width, expected), "\(line.debugDescription): \(width), hb-shape \(expected)")
    }
  }

  @Test("trailing spaces stay in the line's text but not in its width")
  func trailingSpaces() throws {
    let text = "Hello   \nWorld  "
    let result = try CLI.batch([requestLine(["id": "t", "text": text, "size": 17, "width": 0])])
    #expect(result.succeeded, "\(result.summary)")
    let answer = try #require(try answers(result).first)
    #expect(answer.lines == ["Hello   \n", "World  "])
    let widths = try #require(answer.lineWidths)
    try #require(widths.count == 2)
    #expect(close(widths[0], try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello", size: 17)))
    #expect(close(widths[1], try HBShape.width(fontFile: FontFiles.interRegular, text: "World", size: 17)))
  }

  /// Exposes a bug: a size whose widths overflow to infinity gets `{}` (no id,
  /// no lines, no error) and exit status 0.
  @Test("a request whose widths overflow (size 1.7e308) is still answered with its id: a measurement or an error")
  func overflowingSizeIsAnswered() throws {
    let requests = [
      requestLine(["id": "before", "text": "Hello", "size": 17, "width": 0]),
      requestLine(["id": "huge-size", "text": "Hello Susi", "size": 1.7e308, "width": 0]),
      requestLine(["id": "after", "text": "Hello", "size": 17, "width": 0]),
    ]
    let result = try CLI.batch(requests)
    #expect(result.reason == .exit, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 3, "\(result.summary)")
    #expect(out[0].idString == "before")
    #expect(out[2].idString == "after")
    let answer = out[1]
    #expect(answer.idString == "huge-size", "the answer lost its id: \(answer.object)")
    if let error = answer.error {
      #expect(!error.isEmpty)
      #expect(result.status != 0, "an error answer must make the exit status non-zero")
    } else {
      #expect(
        answer.lines?.joined() == "Hello Susi" && answer.width != nil && answer.height != nil && answer.rect != nil,
        "neither a measurement nor an error: \(answer.object)")
    }
  }
}
