import Benchmark
import BenchmarkFixtures
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
  let shapingOnly = TextMeasurer(layoutCache: nil)
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours cold")) { benchmark in
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    for text in texts { blackHole(try measurer.boundingRect(of: text, font: font, width: width)) }
  }
  Benchmark(benchmarkName(group, messages: texts.count, variant: "ours warm")) { _ in
    for text in texts { blackHole(try shapingOnly.boundingRect(of: text, font: font, width: width)) }
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
    blackHole(try shapingOnly.boundingRects(of: texts, font: font, width: width))
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
