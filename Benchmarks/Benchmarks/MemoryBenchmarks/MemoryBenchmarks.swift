import Benchmark
import BenchmarkFixtures
import Foundation

/// Memory: each iteration launches `memory-probe` (built next to this
/// executable) and records by how many bytes its peak resident memory rose
/// while it worked, as `peakResidentIncrease`: 20,000 distinct messages of
/// about 10,000 characters with the default settings (the shared engine's
/// 64 MiB cache), and sizes under 50 or 5,000 distinct language tags.
let benchmarks: @Sendable () -> Void = {
  let increase = BenchmarkMetric.custom("peakResidentIncrease", polarity: .prefersSmaller, useScalingFactor: false)
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, increase], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)
  let probe = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("memory-probe")
  let runs: [(name: String, arguments: [String])] = [
    ("memory, distinct 10000-character texts (20000 messages)/ours", ["distinct", "20000", "10000"]),
    ("memory, language tags (10000 messages)/ours 50 tags", ["languages", "50", "10000"]),
    ("memory, language tags (10000 messages)/ours 5000 tags", ["languages", "5000", "10000"]),
  ]
  for run in runs {
    Benchmark(run.name) { benchmark in
      do {
        benchmark.measurement(increase, try ProbeLaunch.run(probe, arguments: run.arguments))
      } catch {
        benchmark.error("\(error)")
      }
    }
  }
}
