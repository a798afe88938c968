import Foundation

/// The markdown table of the long paragraphs: for each group and variant,
/// the time per character (or unit) at the shortest and the longest
/// length, and their ratio (1 is linear).
struct LinearityTable {
  /// Every benchmark of the run; only those counting characters or units are read.
  var benchmarks: [MeasuredBenchmark]

  /// The table's lines (none without long-paragraph rows).
  var lines: [String] {
    let rows = benchmarks.filter { $0.unit != "message" }
    guard !rows.isEmpty else { return [] }
    var lines = [
      "| paragraph | short | per unit | long | per unit | long ÷ short, per unit |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    let pairs = Dictionary(grouping: rows) { "\($0.group) · \($0.variant)" }
    for key in pairs.keys.sorted() {
      let lengths = pairs[key]!.sorted { $0.count < $1.count }
      guard let short = lengths.first, let long = lengths.last, long.count > short.count else { continue }
      let shortPerUnit = short.nanoseconds / Double(short.count)
      let longPerUnit = long.nanoseconds / Double(long.count)
      let cells = [
        key, "\(short.count) \(short.unit)s", ComparisonTable.time(shortPerUnit), "\(long.count) \(long.unit)s",
        ComparisonTable.time(longPerUnit), String(format: "%.2f", longPerUnit / shortPerUnit),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines
  }
}
