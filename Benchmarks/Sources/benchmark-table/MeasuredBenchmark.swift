import Foundation

/// A benchmark's medians, with its name split as the suites write it:
/// `group (N messages)/variant`, or `characters` or `units` for one long
/// paragraph.
struct MeasuredBenchmark {
  /// The custom metric of a benchmark whose timed work runs in another
  /// process (FirstCallBenchmarks): it replaces the wall clock.
  static let inProcessTimeMetric = "firstCallNanoseconds"

  /// E.g. "corpus 17pt x 250pt".
  var group: String
  /// The messages (or characters, or UTF-16 units) one iteration sizes.
  var count: Int
  /// What ``count`` counts: "message", "character" or "unit".
  var unit: String
  /// "pango", "harfbuzz", or one of ours ("ours cold", …).
  var variant: String
  /// The median time of one iteration in nanoseconds.
  var nanoseconds: Double
  /// The median mallocs of one iteration, if counted.
  var mallocs: Double?
  /// The median peak resident memory in bytes, if sampled.
  var peakResidentBytes: Double?
  /// By how much a probe's peak resident memory rose (MemoryBenchmarks).
  var residentIncreaseBytes: Double?
  /// The soak's growth of resident memory in the second half of its run, in percent.
  var residentGrowthPercent: Double?
  /// The soak's results that differed from one thread's.
  var mismatches: Double?

  /// The custom metric of MemoryBenchmarks' probes.
  static let residentIncreaseMetric = "peakResidentIncrease"

  /// The benchmark whose metrics `files` hold, or nil when its name does not
  /// follow the convention or it has no time.
  init?(fileSafeName: String, files: [HistogramFile]) {
    guard let match = fileSafeName.wholeMatch(of: /(.*)_\((\d+)_(message|character|unit)s?\)_(.*)/),
      let count = Int(match.2)
    else { return nil }
    let medians = Dictionary(files.map { ($0.metric, $0.median) }, uniquingKeysWith: { first, _ in first })
    guard let nanoseconds = medians[Self.inProcessTimeMetric] ?? medians["wallClock"] else { return nil }
    group = match.1.replacingOccurrences(of: "_", with: " ")
    self.count = count
    unit = String(match.3)
    variant = match.4.replacingOccurrences(of: "_", with: " ")
    self.nanoseconds = nanoseconds
    mallocs = medians["mallocCountTotal"]
    peakResidentBytes = medians["peakMemoryResident"]
    residentIncreaseBytes = medians[Self.residentIncreaseMetric]
    residentGrowthPercent = medians["residentGrowth"].map { $0 / 10 }
    mismatches = medians["mismatches"]
  }

  /// The group and its count, as a row title.
  var title: String { "\(group) (\(count) \(unit)\(count == 1 ? "" : "s"))" }
}
