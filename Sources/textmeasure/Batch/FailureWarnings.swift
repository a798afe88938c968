import TextMeasureBatch

/// The batch's failed requests on standard error, bounded: the first
/// ``limit`` each on a line of their own as they are answered, then one line
/// with the count at the end, so that a million bad lines do not bury the
/// terminal or fill a log.
struct FailureWarnings {
  /// The most failed requests reported one by one.
  static let limit = 100
  private var reported = 0

  /// Reports the failure of input line `lineNumber`, while under the limit.
  mutating func warn(lineNumber: Int, error: String) {
    guard reported < Self.limit else { return }
    reported += 1
    StandardStream.warn("input line \(lineNumber): \(error)")
  }

  /// Reports the count of failures when not all of them were reported.
  func finish(_ summary: BatchStreamSummary) {
    guard summary.failed > reported else { return }
    StandardStream.warn(
      "\(summary.failed) of \(summary.answered) requests failed (the first \(reported) are reported above)")
  }
}
