import ArgumentParser
import TextMeasureBatch

extension BatchMeasurer {
  /// Answers the request lines of standard input on standard output as they
  /// arrive (a ``BatchStream`` within `limits`), and reports failed requests
  /// on standard error, bounded by ``FailureWarnings``.
  ///
  /// - Throws: ``BatchExitStatus/requestsFailed`` when a request failed;
  ///   ``BatchExitStatus/inputOrOutputFailed`` after an `Error: …` message
  ///   when standard input cannot be read or standard output written (the
  ///   batch stops there, and the answer being written may be left without
  ///   its newline).
  func runOnStandardStreams(limits: BatchStreamLimits) throws {
    var warnings = FailureWarnings()
    let summary: BatchStreamSummary
    do {
      summary = try BatchStream(measurer: self, limits: limits).run(
        read: StandardInput.read(into:), write: StandardStream.output.write,
        failed: { warnings.warn(lineNumber: $0, error: $1) })
    } catch let error as CommandError {
      try? StandardStream.error.write("Error: \(error)\n")
      throw BatchExitStatus.inputOrOutputFailed
    }
    warnings.finish(summary)
    if summary.failed > 0 { throw BatchExitStatus.requestsFailed }
  }
}
