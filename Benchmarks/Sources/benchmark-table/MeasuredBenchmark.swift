import Foundation

/// A benchmark's medians, with its name split as the suite writes it:
/// `group (N messages)/variant`.
struct MeasuredBenchmark {
  /// The custom metric of a benchmark whose timed work runs in another
  /// process (FirstCallBenchmarks): it replaces the wall clock.
  static let inProcessTimeMetric = "firstCallNanoseconds"

  /// E.g. "corpus 17pt x 250pt".
  var group: String
  /// The messages one iteration sizes.
  var messages: Int
  /// "pango", "harfbuzz", or one of ours ("ours cold", …).
  var variant: String
  /// The median time of one iteration in nanoseconds.
  var nanoseconds: Double
  /// The median mallocs of one iteration, if counted.
  var mallocs: Double?
  /// The median peak resident memory in bytes, if sampled.
  var peakResidentBytes: Double?

  /// The benchmark whose metrics `files` hold, or nil when its name does not
  /// follow the convention or it has no time.
  init?(fileSafeName: String, files: [HistogramFile]) {
    guard let match = fileSafeName.wholeMatch(of: /(.*)_\((\d+)_messages?\)_(.*)/), let messages = Int(match.2)
    else { return nil }
    let medians = Dictionary(files.map { ($0.metric, $0.median) }, uniquingKeysWith: { first, _ in first })
    guard let nanoseconds = medians[Self.inProcessTimeMetric] ?? medians["wallClock"] else { return nil }
    group = match.1.replacingOccurrences(of: "_", with: " ")
    self.messages = messages
    variant = match.3.replacingOccurrences(of: "_", with: " ")
    self.nanoseconds = nanoseconds
    mallocs = medians["mallocCountTotal"]
    peakResidentBytes = medians["peakMemoryResident"]
  }

  /// The group and its message count, as a row title.
  var title: String { "\(group) (\(messages) message\(messages == 1 ? "" : "s"))" }
}
