import Benchmark
import BenchmarkFixtures
import BubbleLayout
import Foundation
import TextMeasure

/// The collection view every conversation is sized for (iPhone 8): JSQ
/// wraps text at 375 − 124 = 251 pt.
private let collectionViewSize = CGSize(width: 375, height: 667)

/// Sizes a JSQ conversation: cold (a new calculator per iteration and the
/// shared cache emptied; a cycled conversation repeats the corpus's 230
/// texts, so later messages find their layouts, a distinct one does not),
/// one message at a time and with `bubbleSizes` on every core; again from
/// the calculator's cache; and the same texts at the same wrap width
/// through Pango (its font map made once) and hb_shape.
func registerConversationBenchmarks(_ messages: [ChatMessage], font: Font, group: String) {
  var configuration = JSQLayoutConfiguration()
  configuration.messageBubbleFont = font
  configuration.cacheLimit = messages.count
  let iterations = Benchmark.Configuration(maxIterations: messages.count > 1_000 ? 10 : 50)
  let name = { benchmarkName(group, messages: messages.count, variant: $0) }

  Benchmark(name("ours cold"), configuration: iterations) { benchmark in
    let calculator = JSQBubbleSizeCalculator(configuration: configuration)
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    for message in messages {
      blackHole(try calculator.bubbleSize(for: message, collectionViewSize: collectionViewSize))
    }
  }
  Benchmark(name("ours cold, all cores"), configuration: iterations) { benchmark in
    let calculator = JSQBubbleSizeCalculator(configuration: configuration)
    emptyTextMeasureCaches()
    benchmark.startMeasurement()
    blackHole(try calculator.bubbleSizes(for: messages, collectionViewSize: collectionViewSize))
  }
  // The warm-up iteration fills the cache; the measured ones only look up.
  let cached = JSQBubbleSizeCalculator(configuration: configuration)
  Benchmark(name("ours from cache"), configuration: iterations) { _ in
    for message in messages {
      blackHole(try cached.bubbleSize(for: message, collectionViewSize: collectionViewSize))
    }
  }
  let widths = messages.map { cached.maximumTextWidth(collectionViewSize: collectionViewSize, isOutgoing: $0.isOutgoing) }
  let pango = PangoBaseline()
  Benchmark(name("pango"), configuration: iterations) { benchmark in
    guard let pango else { return benchmark.error("Pango could not load the fonts") }
    for (message, width) in zip(messages, widths) { blackHole(pango.size(of: message.text, width: width)) }
  }
  let harfBuzz = HarfBuzzBaseline()
  Benchmark(name("harfbuzz"), configuration: iterations) { benchmark in
    guard let harfBuzz else { return benchmark.error("HarfBuzz could not load Inter") }
    for message in messages { blackHole(harfBuzz.advance(of: message.text)) }
  }
}
