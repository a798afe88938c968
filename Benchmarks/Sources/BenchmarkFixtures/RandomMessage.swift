import Foundation
import TextMeasure

/// A random message for the soak: corpus text (every script, emoji, code,
/// numbers) cut to a length drawn between 1 and 100,000 characters (most
/// short, a few very long: log-uniform), with random attributes, all drawn
/// from a generator seeded with the message's index, so that a message can
/// be made again anywhere.
public struct RandomMessage {
  /// The text and its attributes.
  public var text: AttributedText
  /// The wrap width in points.
  public var width: Double

  /// The `index`th message, its fonts from `fonts` (first choice first).
  public init(_ index: Int, corpus: [CorpusMessage], fonts: [Font]) {
    var random = SeededRandom(seed: UInt64(truncatingIfNeeded: index))
    let length = Int(exp(random.unit() * log(100_000.0))).clamped(to: 1...100_000)
    var string = ""
    var characters = 0
    while characters < length {
      let message = corpus[random.below(corpus.count)].text
      for character in message where characters < length {
        string.append(character)
        characters += 1
      }
      if characters < length {
        string.append(random.below(4) == 0 ? "\n" : " ")
        characters += 1
      }
    }
    var style = ParagraphStyle()
    style.lineBreakMode = LineBreakMode(rawValue: random.below(6)) ?? .byWordWrapping
    style.alignment = TextAlignment(rawValue: random.below(4)) ?? .natural
    style.lineSpacing = Double(random.below(5))
    style.paragraphSpacing = Double(random.below(9))
    style.lineHeightMultiple = random.below(3) == 0 ? 1.2 : 0
    style.firstLineHeadIndent = Double(random.below(3) * 8)
    let font = fonts[random.below(fonts.count)].withSize(Double(10 + random.below(21)))
    let kern: Double? = [nil, 0, 1.5][random.below(3)]
    let language = ["en", "ja", "zh-Hans", "ar", "de"][random.below(5)]
    text = AttributedText(
      string, attributes: TextAttributes(font: font, kern: kern, paragraphStyle: style, language: language))
    width = Double(50 + random.below(451))
  }
}

/// SplitMix64: a small generator that gives the same numbers for a seed on every machine.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in 0..<bound.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
