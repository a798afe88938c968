import Foundation

/// The markdown table of MemoryBenchmarks: by how much each probe's peak
/// resident memory rose.
struct MemoryTable {
  /// Every benchmark of the run; only the probes' are read.
  var benchmarks: [MeasuredBenchmark]

  /// The table's lines (none without probe rows).
  var lines: [String] {
    let rows = benchmarks.filter { $0.residentIncreaseBytes != nil }.sorted { ($0.title, $0.variant) < ($1.title, $1.variant) }
    guard !rows.isEmpty else { return [] }
    return [
      "| workload | peak RSS increase | RSS growth in the second half | results unlike one thread's | time |",
      "| --- | ---: | ---: | ---: | ---: |",
    ]
      + rows.map { row in
        let cells = [
          "\(row.title) · \(row.variant)", String(format: "%.0f MB", row.residentIncreaseBytes! / 1_000_000),
          row.residentGrowthPercent.map { String(format: "%.1f %%", $0) } ?? "–",
          row.mismatches.map { String(format: "%.0f", $0) } ?? "–", ComparisonTable.time(row.nanoseconds),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
      }
  }
}
