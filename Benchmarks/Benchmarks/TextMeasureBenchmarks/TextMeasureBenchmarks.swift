import Benchmark
import BenchmarkFixtures
import BubbleLayout

/// The suite: sizing the public corpus and JSQ conversations with TextMeasure,
/// Pango and raw HarfBuzz in one process. Names are `group (N messages)/variant`;
/// `benchmark-table` pairs the variants `pango` and `harfbuzz` with ours.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
  do {
    let corpus = try CorpusMessage.corpus()
    let font = try BenchmarkSetting.font()
    registerCorpusBenchmarks(corpus.map(\.text), font: font)
    for count in [1_000, 10_000] {
      registerConversationBenchmarks(ChatMessage.conversation(of: count, from: corpus), font: font)
    }
  } catch {
    fatalError("The benchmarks' inputs are missing: \(error)")
  }
}
