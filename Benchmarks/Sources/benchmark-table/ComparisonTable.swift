import Foundation

/// The markdown table of the messages' rows: one row per variant of ours,
/// with the Pango and hb_shape medians of its group and the ratios.
struct ComparisonTable {
  /// The variant name of the Pango baseline.
  static let pango = "pango"
  /// The variant name of the hb_shape baseline.
  static let harfBuzz = "harfbuzz"

  /// Every benchmark of the run, baselines included.
  var benchmarks: [MeasuredBenchmark]

  /// The table's lines.
  var lines: [String] {
    var lines = [
      "| benchmark | ours | ours per message | Pango | hb_shape | Pango ÷ ours | ours ÷ hb_shape | mallocs per message | peak RSS |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    let messageRows = benchmarks.filter { $0.unit == "message" && $0.residentIncreaseBytes == nil }
    let groups = Dictionary(grouping: messageRows, by: \.title)
    for key in groups.keys.sorted() {
      let group = groups[key]!
      let pango = group.first { $0.variant == Self.pango }
      let harfBuzz = group.first { $0.variant == Self.harfBuzz }
      for ours in group.filter({ $0.variant != Self.pango && $0.variant != Self.harfBuzz })
        .sorted(by: { $0.variant < $1.variant })
      {
        let cells = Self.cells(key: key, ours: ours, pango: pango, harfBuzz: harfBuzz)
        lines.append("| " + cells.joined(separator: " | ") + " |")
      }
    }
    return lines
  }

  /// One row's cells: ours, its share of one message, the baselines and the ratios.
  static func cells(
    key: String, ours: MeasuredBenchmark, pango: MeasuredBenchmark?, harfBuzz: MeasuredBenchmark?
  ) -> [String] {
    let messages = Double(ours.count)
    let dash = "–"
    var cells = ["\(key) · \(ours.variant)", time(ours.nanoseconds), time(ours.nanoseconds / messages)]
    cells.append(pango.map { time($0.nanoseconds) } ?? dash)
    cells.append(harfBuzz.map { time($0.nanoseconds) } ?? dash)
    cells.append(pango.map { String(format: "%.1f×", $0.nanoseconds / ours.nanoseconds) } ?? dash)
    cells.append(harfBuzz.map { String(format: "%.2f", ours.nanoseconds / $0.nanoseconds) } ?? dash)
    cells.append(ours.mallocs.map { String(format: "%.2f", $0 / messages) } ?? dash)
    cells.append(ours.peakResidentBytes.map { String(format: "%.0f MB", $0 / 1_000_000) } ?? dash)
    return cells
  }

  /// `nanoseconds` in ns, µs or ms, whichever reads best.
  static func time(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
    default: String(format: "%.2f ms", nanoseconds / 1_000_000)
    }
  }
}
