import Benchmark
import BenchmarkFixtures
import Foundation
import TextMeasure

/// Sizes every corpus message at the headline setting, one iteration per
/// pass over the corpus: ours cold (every cache emptied first), warm (the
/// shaping cache holds the corpus, no layout cache) and repeated (the layout
/// cache holds every layout), one message at a time and with the batch API
/// on every core, Pango, and hb_shape.
func registerCorpusBenchmarks(_ texts: [String], font: Font) {
  let group = "corpus 17pt x 250pt"
  let width = BenchmarkSetting.width
  let measurer = TextMeasurer()
  let box = CGSize(width: width, height: .infinity)
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours cold")) { benchmark in
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    for text in texts { blackHole(try measurer.boundingRect(of: text, font: font, width: width)) }
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours warm")) { _ in
    for text in texts { blackHole(try measurer.boundingRect(try measurer.shape(text, font: font), constrainedTo: box)) }
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours repeated")) { _ in
    for text in texts { blackHole(try measurer.boundingRect(of: text, font: font, width: width)) }
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours cold, all cores")) { benchmark in
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    blackHole(try measurer.boundingRects(of: texts, font: font, width: width))
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours warm, all cores")) { _ in
    blackHole(try texts.parallelWarmRects(measurer: measurer, font: font, box: box))
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "pango")) { benchmark in
    guard let pango = PangoBaseline() else { return benchmark.error("Pango could not load the fonts") }
    benchmark.startMeasurement()
    for text in texts { blackHole(pango.size(of: text, width: width)) }
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "harfbuzz")) { benchmark in
    guard let harfBuzz = HarfBuzzBaseline() else { return benchmark.error("HarfBuzz could not load Inter") }
    benchmark.startMeasurement()
    for text in texts { blackHole(harfBuzz.advance(of: text)) }
  }
}

extension Array where Element == String {
  /// The warm rects of the strings on every core: each shaping found in the
  /// cache and laid out again.
  func parallelWarmRects(measurer: TextMeasurer, font: Font, box: CGSize) throws -> [CGRect] {
    let results = UnsafeSendableResults(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.store(
        Result { try measurer.boundingRect(try measurer.shape(self[index], font: font), constrainedTo: box) }, at: index)
    }
    return try results.values()
  }
}

/// One result per element, each written by exactly one thread.
private final class UnsafeSendableResults: @unchecked Sendable {
  private var slots: [Result<CGRect, any Error>?]
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func store(_ result: Result<CGRect, any Error>, at index: Int) { slots[index] = result }
  func values() throws -> [CGRect] { try slots.map { try $0!.get() } }
}
