import Benchmark
import BenchmarkFixtures
import Foundation
import TextMeasure

/// One long paragraph sized and laid out at the headline setting, at two
/// lengths, by a measurer whose engine caches nothing (every iteration
/// analyses, shapes and breaks the whole paragraph): Chinese and Japanese
/// at 1,000 and 100,000 characters, English at 400,000 and 3,200,000 UTF-16
/// units. `benchmark-table` compares the cost per character of the two.
func registerLinearityBenchmarks(corpus: [CorpusMessage], font: Font) {
  let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 0))
  let width = BenchmarkSetting.width
  let inputs: [(group: String, unit: String, count: Int, text: () -> String)] = [
    ("CJK paragraph", "characters", 1_000, { LongTexts.cjkParagraph(characters: 1_000, from: corpus) }),
    ("CJK paragraph", "characters", 100_000, { LongTexts.cjkParagraph(characters: 100_000, from: corpus) }),
    ("Latin paragraph", "units", 400_000, { LongTexts.latinParagraph(units: 400_000, from: corpus) }),
    ("Latin paragraph", "units", 3_200_000, { LongTexts.latinParagraph(units: 3_200_000, from: corpus) }),
  ]
  for input in inputs {
    let text = input.text()
    let configuration = Benchmark.Configuration(
      maxDuration: .seconds(input.count > 100_000 ? 20 : 2), maxIterations: input.count > 100_000 ? 5 : 200)
    let name: (String) -> String = { "\(input.group) (\(input.count) \(input.unit))/\($0)" }
    Benchmark(name("ours boundingRect"), configuration: configuration) { _ in
      blackHole(try measurer.boundingRect(of: text, font: font, width: width))
    }
    Benchmark(name("ours layout"), configuration: configuration) { _ in
      blackHole(try measurer.layout(text, font: font, width: width))
    }
  }
}
