import Benchmark
import BenchmarkFixtures
import Foundation

/// First-call latency: each iteration launches `first-call-probe` (built next
/// to this executable) and records the time the probe measured in itself, from
/// its first font load to the end of its first measure, as `firstCallNanoseconds`.
/// Process start-up and dynamic linking stay out of that figure; the wall clock
/// of the whole launch is recorded too.
let benchmarks: @Sendable () -> Void = {
  let firstCall = BenchmarkMetric.custom("firstCallNanoseconds", polarity: .prefersSmaller, useScalingFactor: false)
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, firstCall], warmupIterations: 1, maxDuration: .seconds(10),
    maxIterations: 15)
  let probe = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("first-call-probe")
  for (mode, variant) in [
    ("ours", "ours"), ("ours-system-fallback", "ours system fallback"), ("pango", "pango"), ("harfbuzz", "harfbuzz"),
  ] {
    Benchmark("first call (1 message)/\(variant)") { benchmark in
      do {
        benchmark.measurement(firstCall, try ProbeLaunch.run(probe, arguments: [mode])[0])
      } catch {
        benchmark.error("\(error)")
      }
    }
  }
}
