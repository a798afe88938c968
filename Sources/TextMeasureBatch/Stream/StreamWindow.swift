/// The lines of a ``BatchStream`` between its reader, its measuring threads
/// and its writer: chunks waiting to be measured, answers waiting for their
/// turn to be written, and the bound on both together.
///
/// Every member locks; any thread may call any of them. The reader blocks in
/// ``submit(_:)`` while the window is full, a measuring thread in
/// ``nextChunk()`` while there is nothing to measure, the writer in
/// ``nextAnswers()`` until the next chunk in input order is answered; each
/// event wakes only the thread it concerns (``WindowSignals``).
final class StreamWindow: @unchecked Sendable {
  private let limits: BatchStreamLimits
  private let signals = WindowSignals()
  /// Chunks read and not yet taken by a measuring thread, in input order.
  private var waiting: [LineChunk] = []
  /// Answered chunks not yet written, by sequence.
  private var answered: [Int: ChunkAnswers] = [:]
  /// The sequence of the next chunk to write.
  private var nextToWrite = 0
  /// The number of chunks submitted.
  private var submitted = 0
  private var linesInFlight = 0
  private var bytesInFlight = 0
  /// Whether the reader has submitted its last chunk.
  private var inputEnded = false
  /// Why the input ended early, if it did.
  private var inputError: (any Error)?
  /// Whether the writer has given up: nothing more is taken or measured.
  private var stopped = false

  init(limits: BatchStreamLimits) {
    self.limits = limits
  }

  /// Adds `chunk` to the window, after waiting for room.
  ///
  /// - Returns: false when the writer has stopped (the chunk is dropped and
  ///   the reader should stop too).
  func submit(_ chunk: LineChunk) -> Bool {
    signals.withLock {
      while !stopped && linesInFlight > 0
        && (linesInFlight + chunk.lines.count > limits.maxLinesInFlight
          || bytesInFlight + chunk.bytes.count > limits.maxBytesInFlight)
      {
        signals.wait(as: .reader)
      }
      guard !stopped else { return false }
      linesInFlight += chunk.lines.count
      bytesInFlight += chunk.bytes.count
      submitted += 1
      waiting.append(chunk)
      signals.wakeOne(.measurer)
      return true
    }
  }

  /// Marks the end of the input, with the error that cut it short if any.
  func endInput(error: (any Error)? = nil) {
    signals.withLock {
      inputEnded = true
      inputError = error
      signals.wakeAll()
    }
  }

  /// The next chunk to measure, after waiting for one; nil once the input
  /// has ended and every chunk is taken, or the writer has stopped.
  func nextChunk() -> LineChunk? {
    signals.withLock {
      while waiting.isEmpty && !inputEnded && !stopped { signals.wait(as: .measurer) }
      guard !stopped, !waiting.isEmpty else { return nil }
      return waiting.removeFirst()
    }
  }

  /// Hands over the answers to the chunk numbered `sequence`.
  func store(_ answers: ChunkAnswers, sequence: Int) {
    signals.withLock {
      answered[sequence] = answers
      if sequence == nextToWrite { signals.wakeOne(.writer) }
    }
  }

  /// The answers to the next chunk in input order, after waiting for them;
  /// nil once every chunk of the ended input is written.
  ///
  /// - Throws: the input's error, once everything read before it is written.
  func nextAnswers() throws -> ChunkAnswers? {
    try signals.withLock {
      while answered[nextToWrite] == nil && !(inputEnded && nextToWrite == submitted) {
        signals.wait(as: .writer)
      }
      guard let answers = answered.removeValue(forKey: nextToWrite) else {
        if let inputError { throw inputError }
        return nil
      }
      nextToWrite += 1
      return answers
    }
  }

  /// Frees the room `answers` took, once they are written.
  func release(_ answers: ChunkAnswers) {
    signals.withLock {
      linesInFlight -= answers.count
      bytesInFlight -= answers.requestByteCount
      signals.wakeOne(.reader)
    }
  }

  /// Whether the writer has stopped: the reader reads no more.
  var isStopped: Bool {
    signals.withLock { stopped }
  }

  /// Stops the reader and the measuring threads: the output has failed.
  func stop() {
    signals.withLock {
      stopped = true
      waiting = []
      signals.wakeAll()
    }
  }
}
