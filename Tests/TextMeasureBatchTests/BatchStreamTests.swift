import FontOracles
import Foundation
import Testing
import TextMeasureBatch

/// ``BatchStream``: the answers of a stream are, line for line, what
/// ``BatchMeasurer/answer(toLine:)`` gives each line on its own, however the
/// input is cut into reads and on however many threads.
@Suite struct BatchStreamTests {
  static let measurer = BatchMeasurer(systemFallback: false)
  static let inter = FontFiles.interRegular.path

  /// A request for `text` in Inter 17 pt at `width`.
  static func request(id: String, text: String, width: Int) -> String {
    #"{"id":"\#(id)","text":"\#(text)","font_file":"\#(inter)","size":17,"width":\#(width)}"#
  }

  /// What the stream wrote, and the failures it reported.
  struct Run {
    var output = ""
    var failures: [Int] = []
    var summary = BatchStreamSummary()
    var lines: [Substring] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
  }

  static func run(_ input: PiecewiseInput, limits: BatchStreamLimits) throws -> Run {
    var run = Run()
    run.summary = try BatchStream(measurer: measurer, limits: limits).run(
      read: input.read(into:), write: { run.output += $0 }, failed: { line, _ in run.failures.append(line) })
    return run
  }

  /// Each line's answer on its own, the oracle: the input cut at every
  /// newline (a last line without one included).
  static func expectedAnswers(_ input: String) -> [BatchAnswer] {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { measurer.answer(toLine: Array($0.utf8)) }
  }

  static let requests: String = (0..<300).map { index in
    switch index % 5 {
    case 0: request(id: "r\(index)", text: "Hello Susi \(index)", width: 0)
    case 1: request(id: "r\(index)", text: "How are you today, number \(index)? Fine, thanks.", width: 90)
    case 2: ""
    case 3: #"{"id":"r\#(index)","text":"no size"}"#
    default: "not json \(index)"
    }
  }.joined(separator: "\n") + "\n"

  @Test(arguments: [[1], [7, 1, 300], [4096], [65536]], [1, 4])
  func theAnswers_areEachLinesOwn_inOrder_howeverTheInputIsRead(pieceSizes: [Int], jobs: Int) throws {
    let input = PiecewiseInput(Array(Self.requests.utf8), pieceSizes: pieceSizes)
    let run = try Self.run(input, limits: BatchStreamLimits(jobs: jobs))
    let expected = Self.expectedAnswers(Self.requests)
    #expect(run.lines.count == 300)
    #expect(run.lines.map(String.init) == expected.map(\.json))
    // Three of every five lines fail: the blank one, the one without a size, the one that is not JSON.
    let failed = expected.indices.filter { expected[$0].error != nil }.map { $0 + 1 }
    #expect(failed.count == 180)
    #expect(run.failures == failed)
    #expect(run.summary.answered == 300 && run.summary.failed == 180)
  }

  @Test func aLineOverTheLimit_isAnsweredWithTheLimit_andTheOthersAsUsual() throws {
    let limit = 128
    let long = Self.request(id: "long", text: String(repeating: "x", count: 200), width: 0)
    let input = [Self.request(id: "a", text: "A", width: 0), long, Self.request(id: "b", text: "B", width: 0)]
      .joined(separator: "\n") + "\n"
    // The long line arrives in reads of 10 bytes, so it spans many of them.
    let run = try Self.run(
      PiecewiseInput(Array(input.utf8), pieceSizes: [10]), limits: BatchStreamLimits(maxLineBytes: limit, jobs: 2))
    try #require(run.lines.count == 3)
    let expected = Self.expectedAnswers(input)
    #expect(run.lines[0] == expected[0].json && run.lines[2] == expected[2].json)
    let answer = try #require(try JSONSerialization.jsonObject(with: Data(run.lines[1].utf8)) as? [String: Any])
    #expect(answer.keys.sorted() == ["error"])
    let error = try #require(answer["error"] as? String)
    #expect(error.contains("\(long.utf8.count) bytes") && error.contains("\(limit) bytes"), "\(error)")
    #expect(run.failures == [2])
  }

  @Test func aLineOfExactlyTheLimit_isMeasured() throws {
    let request = Self.request(id: "edge", text: "Edge", width: 0)
    // JSON allows spaces after the object: the line is padded to the limit exactly.
    let limit = request.utf8.count + 10
    let line = request + String(repeating: " ", count: 10)
    let run = try Self.run(
      PiecewiseInput(Array((line + "\n").utf8), pieceSizes: [3]), limits: BatchStreamLimits(maxLineBytes: limit, jobs: 1))
    #expect(run.lines == [Substring(Self.measurer.answer(toLine: Array(request.utf8)).json)])
    #expect(run.failures.isEmpty)
  }

  @Test func aLastLineWithoutItsNewline_isAnswered_whetherWholeOrCut() throws {
    let whole = Self.request(id: "a", text: "A", width: 0) + "\n" + Self.request(id: "last", text: "Last", width: 0)
    let wholeRun = try Self.run(PiecewiseInput(Array(whole.utf8), pieceSizes: [5]), limits: BatchStreamLimits(jobs: 2))
    #expect(wholeRun.lines.map(String.init) == Self.expectedAnswers(whole).map(\.json))
    #expect(wholeRun.failures.isEmpty)
    let cut = whole.dropLast(12)
    let cutRun = try Self.run(PiecewiseInput(Array(cut.utf8), pieceSizes: [5]), limits: BatchStreamLimits(jobs: 2))
    try #require(cutRun.lines.count == 2)
    #expect(cutRun.failures == [2])
    #expect(cutRun.lines[1].contains(#""error":"#))
  }

  @Test func theReader_staysWithinTheWindow_ofLinesNotYetWritten() throws {
    var limits = BatchStreamLimits(jobs: 2)
    limits.maxLinesInFlight = 128
    let lineCount = 100_000
    let pieceSize = 1024
    let input = PiecewiseInput([UInt8](repeating: UInt8(ascii: "\n"), count: lineCount), pieceSizes: [pieceSize])
    var written = 0
    var mostAhead = 0
    let summary = try BatchStream(measurer: Self.measurer, limits: limits).run(
      read: input.read(into:),
      write: { text in
        written += text.utf8.count { $0 == UInt8(ascii: "\n") }
        mostAhead = max(mostAhead, input.newlinesServed - written)
      })
    #expect(summary.answered == lineCount && summary.failed == lineCount)
    // In flight at most: the window, and the lines of the read being cut into chunks.
    #expect(mostAhead <= limits.maxLinesInFlight + pieceSize, "the reader ran \(mostAhead) lines ahead")
  }

  @Test func aFailedWrite_stopsTheStream_withItsError() throws {
    struct Full: Error {}
    var limits = BatchStreamLimits(jobs: 2)
    limits.maxLinesInFlight = 64
    let input = PiecewiseInput(Array(String(repeating: "\n", count: 50_000).utf8), pieceSizes: [64])
    var writes = 0
    #expect(throws: Full.self) {
      _ = try BatchStream(measurer: Self.measurer, limits: limits).run(
        read: input.read(into:),
        write: { _ in
          writes += 1
          if writes == 3 { throw Full() }
        })
    }
    #expect(writes == 3)
    // The reader stopped at the window's edge rather than reading the whole input.
    #expect(input.newlinesServed < 50_000)
  }

  @Test func afterAFailedWrite_readIsNotCalledAgain() throws {
    struct Full: Error {}
    let calls = CallCounter()
    let runReturned = DispatchSemaphore(value: 0)
    let calledAgain = DispatchSemaphore(value: 0)
    // 1: a line, answered and failing to be written; 2: (once run has returned) a piece of a line; 3: never.
    let read: @Sendable (UnsafeMutableRawBufferPointer) throws -> Int = { buffer in
      let call = calls.increment()
      if call == 2 { runReturned.wait() }
      if call >= 3 { calledAgain.signal() }
      buffer.storeBytes(of: call == 1 ? UInt8(ascii: "\n") : UInt8(ascii: "x"), as: UInt8.self)
      return 1
    }
    #expect(throws: Full.self) {
      _ = try BatchStream(measurer: Self.measurer, limits: BatchStreamLimits(jobs: 1)).run(
        read: read, write: { _ in throw Full() })
    }
    runReturned.signal()
    #expect(calledAgain.wait(timeout: .now() + 1) == .timedOut, "read was called after the stream stopped")
  }

  @Test func aFailedRead_endsTheStream_afterTheLinesReadBeforeIt() throws {
    let lines = (0..<3).map { Self.request(id: "r\($0)", text: "Line \($0)", width: 0) }
    let text = lines.joined(separator: "\n") + "\n" + #"{"id":"cut","te"#
    let input = PiecewiseInput(Array(text.utf8), pieceSizes: [17], failAfter: text.utf8.count)
    var output = ""
    #expect(throws: PiecewiseInput.Failure.self) {
      _ = try BatchStream(measurer: Self.measurer, limits: BatchStreamLimits(jobs: 3)).run(
        read: input.read(into:), write: { output += $0 })
    }
    #expect(output == lines.map { Self.measurer.answer(toLine: Array($0.utf8)).json + "\n" }.joined())
  }
}
