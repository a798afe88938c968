// benchmark-table DIRECTORY: prints the comparison table of the
// package-benchmark exports (`--format histogramEncoded`) found under
// DIRECTORY (see Benchmarks/README.md).
import Foundation

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: benchmark-table DIRECTORY\n".utf8))
  exit(64)
}
do {
  let directory = URL(fileURLWithPath: CommandLine.arguments[1])
  let urls = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
    .compactMap { $0 as? URL } ?? []
  let files = try urls.compactMap(HistogramFile.init)
  let benchmarks = Dictionary(grouping: files) { "\($0.target).\($0.fileSafeName)" }.values.compactMap {
    MeasuredBenchmark(fileSafeName: $0[0].fileSafeName, files: $0)
  }
  let tables = [
    ComparisonTable(benchmarks: benchmarks).lines, LinearityTable(benchmarks: benchmarks).lines,
    MemoryTable(benchmarks: benchmarks).lines,
  ]
  print(tables.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n"))
} catch {
  FileHandle.standardError.write(Data("benchmark-table: \(error)\n".utf8))
  exit(1)
}
