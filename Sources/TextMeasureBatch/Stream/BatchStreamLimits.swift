/// How much of a JSONL stream a ``BatchStream`` holds at once, and on how
/// many threads it measures.
///
/// Memory stays bounded whatever the input: a line longer than
/// ``maxLineBytes`` is skipped as it is read and answered with an error, and
/// the reader waits while ``maxLinesInFlight`` lines or ``maxBytesInFlight``
/// bytes of requests are read but not yet answered on the output.
public struct BatchStreamLimits: Equatable, Sendable {
  /// The default longest request line, in bytes without its newline: 1 MiB.
  public static let defaultMaxLineBytes = 1 << 20

  /// The longest request line, in bytes without its newline; a longer one is
  /// answered with an error naming the limit.
  public var maxLineBytes: Int
  /// The number of threads that measure at once.
  public var jobs: Int
  /// The most lines read and not yet written as answers.
  public var maxLinesInFlight: Int
  /// The most request bytes read and not yet written as answers (one line
  /// longer than this is still taken, alone).
  public var maxBytesInFlight: Int

  /// Limits for `jobs` threads (at least 1) and lines of at most
  /// `maxLineBytes` bytes (at least 1): 256 lines in flight per thread and
  /// 16 MiB of requests in flight.
  public init(maxLineBytes: Int = defaultMaxLineBytes, jobs: Int) {
    self.maxLineBytes = max(1, maxLineBytes)
    self.jobs = max(1, jobs)
    maxLinesInFlight = 256 * self.jobs
    maxBytesInFlight = 16 << 20
  }
}
