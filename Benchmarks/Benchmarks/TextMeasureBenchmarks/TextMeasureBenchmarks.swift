import Benchmark
import BenchmarkFixtures
import BubbleLayout

/// The suite: sizing the public corpus (in Inter, Noto Sans and DejaVu Sans)
/// and JSQ conversations (cycled and distinct texts) with TextMeasure, Pango
/// and raw HarfBuzz in one process, and long paragraphs at two lengths.
/// Names are `group (N messages)/variant` (or characters, or units);
/// `benchmark-table` pairs the variants `pango` and `harfbuzz` with ours.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 200)
  do {
    let corpus = try CorpusMessage.corpus()
    let font = try BenchmarkSetting.font()
    let texts = corpus.map(\.text)
    try registerCorpusBenchmarks(texts, primary: .inter, group: "corpus 17pt x 250pt")
    try registerCorpusBenchmarks(texts, primary: BenchmarkFontFile.primaries["noto"]!, group: "corpus Noto Sans 17pt x 250pt")
    try registerCorpusBenchmarks(
      texts, primary: BenchmarkFontFile.primaries["dejavu"]!, group: "corpus DejaVu Sans 17pt x 250pt")
    for count in [1_000, 10_000] {
      registerConversationBenchmarks(
        ChatMessage.conversation(of: count, from: corpus), font: font, group: "JSQ conversation")
    }
    registerConversationBenchmarks(
      ChatMessage.distinctConversation(of: 10_000, from: corpus), font: font, group: "JSQ conversation, distinct texts")
    registerLinearityBenchmarks(corpus: corpus, font: font)
  } catch {
    fatalError("The benchmarks' inputs are missing: \(error)")
  }
}
