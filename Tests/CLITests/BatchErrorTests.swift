import FontOracles
import Foundation
import Testing

/// A request line the batch must refuse.
struct BadLine: Sendable, CustomTestStringConvertible {
  var name: String
  var line: String
  /// The id the error answer must carry, nil when the line has none that can be read.
  var id: String?
  var testDescription: String { name }
}

/// Bad request lines: an `error` answer in place, a stderr message, the other lines still answered.
@Suite("measure --jsonl: bad request lines")
struct BatchErrorTests {
  static let interFile = FontFiles.interRegular.path

  static let badLines: [BadLine] = [
    BadLine(name: "not JSON", line: "this is not json", id: nil),
    BadLine(name: "truncated JSON", line: #"{"id":"cut","text":"a","size":17"#, id: nil),
    BadLine(name: "a JSON array, not an object", line: #"["id","text"]"#, id: nil),
    BadLine(name: "missing text", line: #"{"id":"no-text","size":17,"width":0}"#, id: "no-text"),
    BadLine(name: "text not a string", line: #"{"id":"num-text","text":42,"size":17,"width":0}"#, id: "num-text"),
    BadLine(name: "missing size", line: #"{"id":"no-size","text":"Hello","width":0}"#, id: "no-size"),
    BadLine(name: "negative size", line: #"{"id":"neg-size","text":"Hello","size":-5,"width":0}"#, id: "neg-size"),
    BadLine(name: "zero size", line: #"{"id":"zero-size","text":"Hello","size":0,"width":0}"#, id: "zero-size"),
    BadLine(name: "size as a string", line: #"{"id":"str-size","text":"Hello","size":"17","width":0}"#, id: "str-size"),
    BadLine(name: "width not a number", line: #"{"id":"str-width","text":"Hello","size":17,"width":"wide"}"#, id: "str-width"),
    BadLine(
      name: "nonexistent font_file",
      line: #"{"id":"no-file","text":"Hello","size":17,"width":0,"font_file":"/nonexistent/dir/NoSuchFont.ttf"}"#,
      id: "no-file"),
    BadLine(
      name: "unknown font family",
      line: #"{"id":"no-family","text":"Hello","size":17,"width":0,"font":"NoSuchFamily123"}"#, id: "no-family"),
    BadLine(
      name: "unknown option name",
      line: #"{"id":"bad-option","text":"Hello","size":17,"width":0,"options":["usesLineFragmentOrigin","noSuchOption"]}"#,
      id: "bad-option"),
    BadLine(
      name: "font_index past the faces of the file",
      line: #"{"id":"bad-index","text":"Hello","size":17,"width":0,"font_file":"\#(interFile)","font_index":5}"#,
      id: "bad-index"),
    // Exposes a crash: the index is converted with Int(_:) and traps.
    BadLine(
      name: "font_index too large for an integer (1e300)",
      line: #"{"id":"huge-index","text":"Hello","size":17,"width":0,"font_file":"\#(interFile)","font_index":1e300}"#,
      id: "huge-index"),
  ]

  static let before = requestLine(["id": "before", "text": "Hello Susi", "size": 17, "width": 0])
  static let after = requestLine(["id": 2, "text": "Hello Susi", "size": 17, "width": 0])

  /// Checks a good answer for "Hello Susi" in Inter 17 pt.
  private func checkGood(_ answer: Answer, _ context: String) throws {
    #expect(answer.error == nil, "\(context): \(answer.object)")
    #expect(answer.lines == ["Hello Susi"], "\(context): \(answer.object)")
    let expected = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    #expect(close(answer.width, expected), "\(context): \(answer.object)")
  }

  private func checkError(_ answer: Answer, id: String?, _ context: String) {
    let message = answer.error ?? ""
    #expect(!message.isEmpty, "\(context): no error in \(answer.object)")
    #expect(answer.lines == nil, "\(context): an error answer has no lines: \(answer.object)")
    if let id {
      #expect(answer.idString == id, "\(context): \(answer.object)")
    } else {
      #expect(answer.id == nil || answer.id is NSNull, "\(context): \(answer.object)")
    }
  }

  @Test("a bad line gets an error answer for its id; the lines around it are still answered", arguments: badLines)
  func badLine(_ bad: BadLine) throws {
    let result = try CLI.batch([Self.before, bad.line, Self.after])
    #expect(result.reason == .exit, "killed by a signal: \(result.summary)")
    #expect(result.status != 0, "a failed line must make the exit status non-zero: \(result.summary)")
    #expect(!result.stderrLines.isEmpty, "no message on stderr")
    let out = try answers(result)
    try #require(out.count == 3, "3 answers for 3 lines: \(result.summary)")
    try checkGood(out[0], "line before")
    checkError(out[1], id: bad.id, bad.name)
    #expect((out[2].id as? NSNumber)?.intValue == 2 && !(out[2].id is String), "\(out[2].object)")
    try checkGood(out[2], "line after")
  }

  @Test("many bad lines among good ones: each answered in place, each reported on stderr")
  func mixedBatch() throws {
    // The crashing case has a test of its own.
    let bad = Self.badLines.filter { !$0.name.contains("1e300") }
    var lines: [String] = []
    var expected: [BadLine?] = []
    for (index, line) in bad.enumerated() {
      lines.append(requestLine(["id": "good-\(index)", "text": "Hello Susi", "size": 17, "width": 0]))
      expected.append(nil)
      lines.append(line.line)
      expected.append(line)
    }
    lines.append(requestLine(["id": "good-last", "text": "Hello Susi", "size": 17, "width": 0]))
    expected.append(nil)
    let result = try CLI.batch(lines)
    #expect(result.reason == .exit)
    #expect(result.status != 0)
    #expect(result.stderrLines.count >= bad.count, "one stderr message per bad line:\n\(result.stderr)")
    let out = try answers(result)
    try #require(out.count == lines.count, "\(out.count) answers for \(lines.count) lines")
    var goodIndex = 0
    for (answer, expectation) in zip(out, expected) {
      if let expectation {
        checkError(answer, id: expectation.id, expectation.name)
      } else {
        let id = goodIndex < bad.count ? "good-\(goodIndex)" : "good-last"
        #expect(answer.idString == id)
        try checkGood(answer, id)
        goodIndex += 1
      }
    }
  }
}
