import BenchmarkFixtures
import Foundation
import TextMeasure

/// What the probe sizes, after loading its fonts and measuring one message.
enum MemoryWorkload {
  /// `count` distinct messages of about `length` characters (every script
  /// of the corpus), sized with the default `TextMeasurer()` (the shared
  /// engine and its default cache budget) at the headline setting, on
  /// every core, 16 at a time; the texts are made as they are sized.
  case distinctTexts(count: Int, length: Int)
  /// `measurements` sizes of the corpus's messages that need fallback
  /// fonts (Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Hindi, emoji),
  /// each in `Font.systemFont(ofSize: 17)` with system fallback and a
  /// language tag, cycling through `tags` distinct tags. The engine caches
  /// nothing (budget 0), so what stays is the per-language state the
  /// engine keeps (fallback lists, their answers, shaping plans).
  case languageTags(tags: Int, measurements: Int)

  /// Runs the workload.
  ///
  /// - Throws: the engine's error for a font or a measurement.
  func run(corpus: [CorpusMessage]) throws {
    let width = BenchmarkSetting.width
    switch self {
    case .distinctTexts(let count, let length):
      let measurer = TextMeasurer()
      let font = try BenchmarkSetting.font()
      for batch in stride(from: 0, to: count, by: 16) {
        let texts = (batch..<min(count, batch + 16)).map { LongTexts.distinctMessage($0, length: length, from: corpus) }
        _ = try measurer.boundingRects(of: texts, font: font, width: width)
      }
    case .languageTags(let tags, let measurements):
      let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 0))
      let font = Font.systemFont(ofSize: BenchmarkSetting.fontSize)
      let texts = corpus.filter { ["zh", "ja", "ko", "ar", "he", "th", "hi", "emoji"].contains($0.cat) }.map(\.text)
      let bases = ["en", "de", "fr", "ja", "zh", "ko", "ar", "he", "th", "hi"]
      let box = CGSize(width: width, height: .infinity)
      for index in 0..<measurements {
        let tag = index % tags
        let language = "\(bases[tag % bases.count])-x-tag\(tag)"
        let text = AttributedText(texts[index % texts.count], attributes: TextAttributes(font: font, language: language))
        _ = try measurer.boundingRect(text, constrainedTo: box)
      }
    }
  }
}
