import Foundation

/// A JSONL stream of requests answered as it is read: each line is measured
/// by a ``BatchMeasurer`` as soon as it arrives, and its answer written, in
/// input order, as soon as it and every answer before it are ready. What
/// `textmeasure measure --jsonl` runs on standard input, and what a server
/// can run on a request body.
///
/// Answer N is the answer to input line N, whatever the line holds: a blank
/// line, a line that is not JSON, a line over
/// ``BatchStreamLimits/maxLineBytes`` (its bytes are skipped as they are
/// read) and a last line cut short without its newline each get an error
/// answer, and the stream goes on. A last line that is a whole request
/// without its newline is answered as any other.
///
/// One thread reads, ``BatchStreamLimits/jobs`` threads measure whole
/// chunks of consecutive lines, and the calling thread writes; the answers
/// are those of one thread, in the same order. Memory is bounded by the
/// limits, not by the input's length.
public struct BatchStream: Sendable {
  /// What answers each line.
  public let measurer: BatchMeasurer
  /// The longest line and the window of lines in flight.
  public let limits: BatchStreamLimits

  /// A stream answering with `measurer` within `limits`.
  public init(measurer: BatchMeasurer, limits: BatchStreamLimits) {
    self.measurer = measurer
    self.limits = limits
  }

  /// The size of each read.
  static let readSize = 64 << 10

  /// Reads request lines with `read` until it returns 0, and writes each
  /// line's answer (with its newline) with `write`, in input order.
  ///
  /// - Parameters:
  ///   - read: fills the start of its buffer with the next input bytes and
  ///     returns how many (no more than the buffer holds), 0 at the end of
  ///     the input; it may return as few as are available (a line is
  ///     answered as soon as its newline is read). Called on a thread of its
  ///     own.
  ///   - write: writes answer lines, whole: one or more lines, each with its
  ///     newline, in order. Called on the calling thread.
  ///   - failed: told the input line number (from 1) and error of each
  ///     failed request, in order, once its answer is written. Called on the
  ///     calling thread.
  /// - Returns: how many lines were answered and how many failed.
  /// - Throws: the first error of `write` (what was not written is dropped,
  ///   and the stream returns without waiting for a `read` in progress,
  ///   after which `read` is not called again), or the error of `read` once
  ///   every line read before it is answered.
  public func run(
    read: @escaping @Sendable (UnsafeMutableRawBufferPointer) throws -> Int,
    write: (String) throws -> Void,
    failed: (_ lineNumber: Int, _ error: String) -> Void = { _, _ in }
  ) throws -> BatchStreamSummary {
    let window = StreamWindow(limits: limits)
    start { Self.readLines(with: read, maxLineBytes: limits.maxLineBytes, into: window) }
    for _ in 0..<limits.jobs {
      start { [measurer, limits] in
        while let chunk = window.nextChunk() {
          window.store(measurer.answers(to: chunk, maxLineBytes: limits.maxLineBytes), sequence: chunk.sequence)
        }
      }
    }
    var summary = BatchStreamSummary()
    while let answers = try window.nextAnswers() {
      do {
        try write(answers.text)
      } catch {
        window.stop()
        throw error
      }
      for failure in answers.failures { failed(failure.lineNumber, failure.error) }
      summary.answered += answers.count
      summary.failed += answers.failures.count
      window.release(answers)
    }
    return summary
  }

  /// Runs `body` on a new thread with a main thread's stack (deeply nested
  /// requests are parsed recursively).
  private func start(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The reader's loop: reads, cuts lines into chunks, and submits each
  /// chunk once full or once a read has no more complete lines.
  private static func readLines(
    with read: (UnsafeMutableRawBufferPointer) throws -> Int, maxLineBytes: Int, into window: StreamWindow
  ) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readSize, alignment: 1)
    defer { buffer.deallocate() }
    var splitter = LineSplitter(maxLineBytes: maxLineBytes)
    var chunk = LineChunk(sequence: 0, firstLineNumber: 1)
    /// Submits the chunk, if it has lines, and starts the next one.
    func submit() -> Bool {
      guard !chunk.lines.isEmpty else { return true }
      let next = LineChunk(sequence: chunk.sequence + 1, firstLineNumber: chunk.firstLineNumber + chunk.lines.count)
      guard window.submit(chunk) else { return false }
      chunk = next
      return true
    }
    /// Adds a line to the chunk; false once the window has stopped.
    func add(_ line: InputLine<UnsafeBufferPointer<UInt8>>) -> Bool {
      chunk.append(line)
      return !chunk.isFull || submit()
    }
    struct Stopped: Error {}
    do {
      while !window.isStopped {
        let count = try read(buffer)
        precondition((0...buffer.count).contains(count), "read returned \(count) for a buffer of \(buffer.count) bytes")
        let bytes = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[..<count])
        if count == 0 {
          try splitter.finish { if !add($0) { throw Stopped() } }
          guard submit() else { return }
          window.endInput()
          return
        }
        try splitter.split(bytes) { if !add($0) { throw Stopped() } }
        guard submit() else { return }
      }
    } catch is Stopped {
      return
    } catch {
      guard submit() else { return }
      window.endInput(error: error)
    }
  }
}
