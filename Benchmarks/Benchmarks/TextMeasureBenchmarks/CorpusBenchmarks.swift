import Benchmark
import BenchmarkFixtures
import Foundation
import TextMeasure

/// Sizes every corpus message at the headline setting in `primary` (with
/// the other fallback files as its cascade list), one iteration per pass
/// over the corpus: ours cold (the cache emptied first), warm (each
/// message's shaping found in the cache and laid out again) and, for Inter,
/// repeated (the cache holds every rect) and on every core; Pango (its font
/// map and layout made once, before the first iteration) and hb_shape of
/// each whole message in `primary` alone.
func registerCorpusBenchmarks(_ texts: [String], primary: BenchmarkFontFile, group: String) throws {
  let width = BenchmarkSetting.width
  let font = try BenchmarkSetting.font(primary: primary)
  let measurer = TextMeasurer()
  let box = CGSize(width: width, height: .infinity)
  let name = { benchmarkName(group, messages: texts.count, variant: $0) }
  Benchmark(name("ours cold")) { benchmark in
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    for text in texts { blackHole(try measurer.boundingRect(of: text, font: font, width: width)) }
  }
  Benchmark(name("ours warm")) { _ in
    for text in texts { blackHole(try measurer.boundingRect(try measurer.shape(text, font: font), constrainedTo: box)) }
  }
  if primary == .inter {
    Benchmark(name("ours repeated")) { _ in
      for text in texts { blackHole(try measurer.boundingRect(of: text, font: font, width: width)) }
    }
    Benchmark(name("ours cold, all cores")) { benchmark in
      emptyTextMeasureCaches()
      benchmark.startMeasurement()
      blackHole(try measurer.boundingRects(of: texts, font: font, width: width))
    }
    Benchmark(name("ours warm, all cores")) { _ in
      blackHole(try texts.parallelWarmRects(measurer: measurer, font: font, box: box))
    }
  }
  let pango = PangoBaseline(fonts: BenchmarkFontFile.chain(primary: primary))
  Benchmark(name("pango")) { benchmark in
    guard let pango else { return benchmark.error("Pango could not load the fonts") }
    for text in texts { blackHole(pango.size(of: text, width: width)) }
  }
  let harfBuzz = HarfBuzzBaseline(font: primary)
  Benchmark(name("harfbuzz")) { benchmark in
    guard let harfBuzz else { return benchmark.error("HarfBuzz could not load \(primary.family)") }
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
