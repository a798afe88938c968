import FontOracles
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Bad input to `measure --jsonl`, end to end: each bad line gets one error
/// answer on its own line, the other lines are answered, and the exit
/// status is the documented one (0 all answered, 1 some requests failed,
/// 3 standard input or output failed, 64 a usage error).
@Suite("measure --jsonl: bad input")
struct BatchBadInputTests {
  static let inter = FontFiles.interRegular.path

  static func good(_ id: Any) -> String {
    requestLine(["id": id, "text": "Hello Susi", "size": 17, "font_file": inter])
  }

  /// Checks that `answer` is the good request's answer, width from hb-shape.
  static func checkGood(_ answer: Answer) throws {
    #expect(answer.error == nil && answer.lines == ["Hello Susi"], "\(answer.object)")
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello Susi", size: 17)
    #expect(close(answer.width, width), "\(answer.object)")
  }

  @Test("garbage, a line over the limit, invalid UTF-8, a blank line, deep nesting, a cut last line")
  func eachBadLineIsAnsweredInPlace() throws {
    let limit = 4096
    var garbage = (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    garbage.removeAll { $0 == UInt8(ascii: "\n") }
    let overLimit = requestLine(["id": "long", "text": String(repeating: "x", count: 10_000), "size": 17])
    let lines: [[UInt8]] = [
      Array(Self.good("first").utf8),
      garbage,
      Array(overLimit.utf8),
      Array(#"{"id":"utf8","text":""#.utf8) + [0xFF, 0xFE, 0xC3] + Array(#"","size":17}"#.utf8),
      [],
      Array((String(repeating: "[", count: 1500) + String(repeating: "]", count: 1500)).utf8),
      Array(Self.good(7).utf8),
    ]
    let cut = Array(Self.good("cut").utf8.dropLast(9))
    let stdin = Data(lines.map { $0 + [UInt8(ascii: "\n")] }.joined() + cut)
    let result = try CLI.run(
      ["measure", "--jsonl", "--no-system-fallback", "--max-line-bytes", "\(limit)", "--jobs", "2"], stdinData: stdin)
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 8, "one answer per line: \(result.summary)")
    try Self.checkGood(out[0])
    #expect(out[0].idString == "first")
    try Self.checkGood(out[6])
    #expect((out[6].id as? NSNumber)?.intValue == 7)
    for index in [1, 2, 3, 4, 5, 7] {
      #expect(out[index].error?.isEmpty == false && out[index].lines == nil, "line \(index + 1): \(out[index].object)")
    }
    // The over-long line's bytes were never read as JSON: no id, the limit named.
    #expect(out[2].id == nil && out[2].error?.contains("\(limit) bytes") == true, "\(out[2].object)")
    #expect(result.stderrLines.count == 6, "one warning per failed line: \(result.stderr)")
  }

  @Test("nesting 400,000 deep within the default limit: an error answer, not a crash")
  func deepNesting() throws {
    let depth = 400_000
    let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let deepObject = #"{"id":"deep","text":"a","size":17,"nested":"# + String(repeating: #"{"a":"#, count: depth / 6)
      + "1" + String(repeating: "}", count: depth / 6) + "}"
    let result = try CLI.batch([deep, deepObject, Self.good("after")], extra: ["--no-system-fallback", "--jobs", "2"])
    #expect(result.reason == .exit && result.status == 1, "\(result.summary)")
    let out = try answers(result)
    try #require(out.count == 3, "\(result.summary)")
    #expect(out[0].error != nil && out[1].error != nil)
    try Self.checkGood(out[2])
  }

  @Test("failed requests beyond the first 100 are counted on stderr, not listed")
  func warningsAreBounded() throws {
    let result = try CLI.batch(Array(repeating: "not json", count: 250) + [Self.good("last")])
    #expect(result.reason == .exit && result.status == 1)
    #expect(try answers(result).count == 251)
    try #require(result.stderrLines.count == 101, "\(result.stderr)")
    #expect(result.stderrLines[0].hasPrefix("textmeasure: input line 1: "))
    #expect(result.stderrLines[99].hasPrefix("textmeasure: input line 100: "))
    #expect(result.stderrLines[100].contains("250 of 251"), "\(result.stderrLines[100])")
  }

  /// `textmeasure measure --jsonl < input | head -1`, after `setup`, in
  /// bash: head's one line, the status of textmeasure and its stderr.
  static func pipedToHead(_ input: URL, setup: String) throws -> (line: String, status: Int32, stderr: String) {
    let script = input.deletingLastPathComponent().appendingPathComponent("head.sh")
    try Data(
      """
      \(setup)
      "$1" measure --jsonl --no-system-fallback < "$2" | head -1
      echo "${PIPESTATUS[0]}"

      """.utf8
    ).write(to: script)
    // The shell CLI.run starts hands the binary to bash as "$1".
    let result = try CLI.run([], shellSetup: #"exec /bin/bash "\#(script.path)" "$0" "\#(input.path)""#, timeout: 60)
    let lines = result.stdoutLines
    guard lines.count == 2, let status = Int32(lines[1]) else {
      throw CLIError(description: "unexpected output: \(result.summary)")
    }
    return (lines[0], status, result.stderr)
  }

  @Test("| head -1: the process ends promptly, by SIGPIPE, or with status 3 and one message when it is ignored")
  func headOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textmeasure-head-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("requests.jsonl")
    try Data((1...20_000).map { Self.good($0) + "\n" }.joined().utf8).write(to: input)

    let byDefault = try Self.pipedToHead(input, setup: "trap - PIPE")
    try Self.checkGood(try Answer(line: byDefault.line))
    #expect(byDefault.status == 128 + SIGPIPE, "\(byDefault)")
    let ignored = try Self.pipedToHead(input, setup: "trap '' PIPE")
    try Self.checkGood(try Answer(line: ignored.line))
    #expect(ignored.status == 3, "\(ignored)")
    #expect(ignored.stderr == "Error: cannot write to standard output: Broken pipe\n")
  }

  @Test("standard input that cannot be read (a directory): status 3 and the system's reason")
  func unreadableInput() throws {
    let result = try CLI.run(["measure", "--jsonl"], shellSetup: "exec < /")
    #expect(result.reason == .exit && result.status == 3, "\(result.summary)")
    #expect(result.stderrLines == ["Error: cannot read standard input: \(String(cString: strerror(EISDIR)))"])
  }

  @Test("usage errors exit with status 64 before reading", arguments: [
    ["measure", "--jsonl", "--jobs", "0"], ["measure", "--jsonl", "--jobs", "1025"],
    ["measure", "--jsonl", "--max-line-bytes", "0"],
    ["measure", "Hello", "--jobs", "2"], ["measure", "Hello", "--max-line-bytes", "10"],
  ])
  func usageErrors(arguments: [String]) throws {
    let result = try CLI.run(arguments, stdin: Self.good("never") + "\n")
    #expect(result.reason == .exit && result.status == 64, "\(result.summary)")
    #expect(result.stdout.isEmpty)
  }
}
