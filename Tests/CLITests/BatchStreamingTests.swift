import FontOracles
import Foundation
import Testing

/// `measure --jsonl` as a stream: each line answered while standard input
/// stays open, and the same answers, in the same order, on any number of
/// threads.
@Suite("measure --jsonl: streaming")
struct BatchStreamingTests {
  static let inter = FontFiles.interRegular.path

  @Test("a line written to an open pipe is answered before the next is written")
  func answersWhileInputStaysOpen() throws {
    let process = try InteractiveProcess(["measure", "--jsonl", "--no-system-fallback"])
    try process.write(line: requestLine(["id": "first", "text": "Hello", "size": 17, "font_file": Self.inter]))
    let first = try Answer(line: try process.readLine(timeout: 10))
    #expect(first.idString == "first" && first.lines == ["Hello"], "\(first.object)")
    let width = try HBShape.width(fontFile: FontFiles.interRegular, text: "Hello", size: 17)
    #expect(close(first.width, width), "\(first.object) against hb-shape's \(width)")
    try process.write(line: requestLine(["id": "second", "text": "Susi", "size": 17, "font_file": Self.inter]))
    let second = try Answer(line: try process.readLine(timeout: 10))
    #expect(second.idString == "second" && second.lines == ["Susi"], "\(second.object)")
    #expect(try process.finish(timeout: 10) == 0)
  }

  /// The public chat corpus as requests, four times over (920 lines, so
  /// that chunks go to every thread), each with its line number as id.
  static func corpusRequests() throws -> [String] {
    let corpus = FontFiles.repositoryRoot.appendingPathComponent("Benchmarks/Corpus/chat-public.jsonl")
    let messages = try String(contentsOf: corpus, encoding: .utf8).split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["text"] as? String
    }
    let widths = [0, 120, 250]
    return (0..<4 * messages.count).map { index in
      requestLine([
        "id": "line-\(index + 1)", "text": messages[index % messages.count] ?? "", "size": 17,
        "width": widths[index % widths.count], "font_file": inter,
      ])
    }
  }

  @Test("the corpus with --jobs 1 and --jobs 4: byte-identical answers, answer N for line N")
  func jobsGiveIdenticalAnswersInOrder() throws {
    let requests = try Self.corpusRequests()
    let one = try CLI.batch(requests, extra: ["--jobs", "1"])
    let four = try CLI.batch(requests, extra: ["--jobs", "4"])
    #expect(one.succeeded, "\(one.summary)")
    #expect(four.succeeded, "\(four.summary)")
    #expect(one.stdout == four.stdout)
    let out = try answers(four)
    #expect(out.count == requests.count)
    #expect(out.map(\.idString) == (1...requests.count).map { "line-\($0)" })
    #expect(out.allSatisfy { $0.error == nil && $0.lines != nil })
  }
}
