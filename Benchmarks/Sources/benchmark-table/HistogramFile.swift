import Foundation
import Histogram

/// One file of package-benchmark's `--format histogramEncoded` export: the
/// distribution of one metric of one benchmark, in raw units (nanoseconds,
/// counts, bytes), named `<run>.<target>.<benchmark>.<metric>.histogram.json`
/// with every space and slash of the benchmark's name written as `_`.
struct HistogramFile {
  /// The benchmark target, e.g. "TextMeasureBenchmarks".
  var target: String
  /// The benchmark's name as written in the file name.
  var fileSafeName: String
  /// The metric's raw name, e.g. "wallClock" or "mallocCountTotal".
  var metric: String
  /// The median over the iterations.
  var median: Double

  /// Reads `url`; nil when its name is not an export's.
  ///
  /// - Throws: an error when the file cannot be read or decoded.
  init?(_ url: URL) throws {
    let parts = url.lastPathComponent.split(separator: ".")
    guard parts.count == 6, parts[4] == "histogram", parts[5] == "json" else { return nil }
    target = String(parts[1])
    fileSafeName = String(parts[2])
    metric = String(parts[3])
    let histogram = try JSONDecoder().decode(Histogram<UInt>.self, from: Data(contentsOf: url))
    median = Double(histogram.valueAtPercentile(50))
  }
}
