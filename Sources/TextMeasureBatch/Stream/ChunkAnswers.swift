/// The answers to one ``LineChunk``: what the writer writes and reports.
struct ChunkAnswers: Sendable {
  /// The answer lines, each with its newline.
  var text = ""
  /// The failed lines: their 1-based input line numbers and errors, in order.
  var failures: [(lineNumber: Int, error: String)] = []
  /// The number of answers.
  var count = 0
  /// The request bytes the chunk held, released from the window once written.
  var requestByteCount = 0
}

extension BatchMeasurer {
  /// The answers to every line of `chunk`, in order; a line over the limit
  /// of `maxLineBytes` is answered with the error that says so.
  func answers(to chunk: LineChunk, maxLineBytes: Int) -> ChunkAnswers {
    var result = ChunkAnswers(count: chunk.lines.count, requestByteCount: chunk.bytes.count)
    for (offset, line) in chunk.lines.enumerated() {
      let answer: BatchAnswer
      switch line {
      case .text(let range):
        answer = self.answer(toLine: chunk.bytes[range])
      case .tooLong(let byteCount):
        answer = BatchAnswer(error: "\(LineTooLong(byteCount: byteCount, limit: maxLineBytes))", id: nil)
      }
      result.text += answer.json
      result.text += "\n"
      if let error = answer.error { result.failures.append((chunk.firstLineNumber + offset, error)) }
    }
    return result
  }
}
