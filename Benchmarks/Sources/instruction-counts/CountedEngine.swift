import BenchmarkFixtures
import Foundation
import TextMeasure

/// What one counted pass over the corpus runs.
enum CountedEngine: String, CaseIterable {
  /// `TextMeasurer.boundingRect(of:font:width:)` of every message with every
  /// cache emptied first: the cold path.
  case oursCold = "ours-cold"
  /// Each message's shaping found in the cache and laid out again: the warm path.
  case oursWarm = "ours-warm"
  /// The same with an engine that caches nothing (`TextEngine(cacheBudget: 0)`):
  /// no text, edge or word is reused, every message costs its whole shaping.
  case oursUncached = "ours-uncached"
  /// `TextMeasurer.boundingRect(of:font:width:)` of messages never measured,
  /// with every cache emptied and then warmed by other messages (the
  /// corpus's warming half): words found in the cache, texts not.
  case oursWords = "ours-words"
  /// `hb_shape` of each whole message in the primary font alone.
  case harfbuzz
  /// Pango's layout of each message, its font map built once.
  case pango

  /// What a pass does before it is counted, and the pass itself, with its
  /// engine and fonts loaded.
  struct Pass {
    var prepare: () -> Void = {}
    var measure: () -> Void
  }

  /// A pass over `texts` with `primary` and the fallback chain (`warming`
  /// measured first, uncounted, by ``oursWords``).
  func makePass(primary: BenchmarkFontFile, texts: [String], warming: [String]) throws -> Pass {
    let width = BenchmarkSetting.width
    switch self {
    case .oursCold:
      let font = try BenchmarkSetting.font(primary: primary)
      let measurer = TextMeasurer()
      return Pass(prepare: { TextEngine.shared.cache.removeAll() }) {
        for text in texts { _ = try? measurer.boundingRect(of: text, font: font, width: width) }
      }
    case .oursUncached:
      let font = try BenchmarkSetting.font(primary: primary)
      let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 0))
      return Pass {
        for text in texts { _ = try? measurer.boundingRect(of: text, font: font, width: width) }
      }
    case .oursWords:
      let font = try BenchmarkSetting.font(primary: primary)
      let measurer = TextMeasurer()
      let prepare = {
        TextEngine.shared.cache.removeAll()
        for text in warming { _ = try? measurer.boundingRect(of: text, font: font, width: width) }
      }
      return Pass(prepare: prepare) {
        for text in texts { _ = try? measurer.boundingRect(of: text, font: font, width: width) }
      }
    case .oursWarm:
      let font = try BenchmarkSetting.font(primary: primary)
      let measurer = TextMeasurer()
      let box = CGSize(width: width, height: .infinity)
      return Pass {
        for text in texts { _ = try? measurer.boundingRect(try measurer.shape(text, font: font), constrainedTo: box) }
      }
    case .harfbuzz:
      guard let harfBuzz = HarfBuzzBaseline(font: primary) else { throw CountedEngineError.fontsUnavailable }
      return Pass { for text in texts { _ = harfBuzz.advance(of: text) } }
    case .pango:
      guard let pango = PangoBaseline(fonts: BenchmarkFontFile.chain(primary: primary)) else {
        throw CountedEngineError.fontsUnavailable
      }
      return Pass { for text in texts { _ = pango.size(of: text, width: width) } }
    }
  }
}

/// Why a pass could not be made.
enum CountedEngineError: Error {
  case fontsUnavailable
}
