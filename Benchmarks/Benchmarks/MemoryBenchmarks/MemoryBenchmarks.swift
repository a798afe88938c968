import Benchmark
import BenchmarkFixtures
import Foundation

/// Memory: each iteration launches a probe (built next to this executable)
/// and records by how many bytes its peak resident memory rose while it
/// worked, as `peakResidentIncrease`. `memory-probe`: 20,000 distinct
/// messages of about 10,000 characters with the default settings (the
/// shared engine's 64 MiB cache), and sizes under 50 or 5,000 distinct
/// language tags. `soak-probe`: 20,000 random messages of 1 to 100,000
/// characters on every core, then again on one thread without a cache; it
/// also records how far resident memory grew in the second half of the
/// parallel pass (`residentGrowth`, tenths of a percent) and how many
/// results differed from one thread's (`mismatches`, must be 0).
let benchmarks: @Sendable () -> Void = {
  let increase = BenchmarkMetric.custom("peakResidentIncrease", polarity: .prefersSmaller, useScalingFactor: false)
  let growth = BenchmarkMetric.custom("residentGrowth", polarity: .prefersSmaller, useScalingFactor: false)
  let mismatches = BenchmarkMetric.custom("mismatches", polarity: .prefersSmaller, useScalingFactor: false)
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, increase], warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)
  let directory = Bundle.main.executableURL!.deletingLastPathComponent()
  let probe = directory.appendingPathComponent("memory-probe")
  let runs: [(name: String, arguments: [String])] = [
    ("memory, distinct 10000-character texts (20000 messages)/ours", ["distinct", "20000", "10000"]),
    ("memory, language tags (10000 messages)/ours 50 tags", ["languages", "50", "10000"]),
    ("memory, language tags (10000 messages)/ours 5000 tags", ["languages", "5000", "10000"]),
  ]
  for run in runs {
    Benchmark(run.name) { benchmark in
      do {
        benchmark.measurement(increase, try ProbeLaunch.run(probe, arguments: run.arguments)[0])
      } catch {
        benchmark.error("\(error)")
      }
    }
  }
  Benchmark(
    "soak, random messages on every core (20000 messages)/ours",
    configuration: .init(
      metrics: [.wallClock, increase, growth, mismatches], warmupIterations: 0, maxDuration: .seconds(1),
      maxIterations: 1)
  ) { benchmark in
    do {
      let figures = try ProbeLaunch.run(directory.appendingPathComponent("soak-probe"), arguments: ["20000", "5"])
      guard figures.count == 3 else { return benchmark.error("soak-probe printed \(figures)") }
      benchmark.measurement(increase, figures[0])
      benchmark.measurement(growth, figures[1])
      benchmark.measurement(mismatches, figures[2])
    } catch {
      benchmark.error("\(error)")
    }
  }
}
