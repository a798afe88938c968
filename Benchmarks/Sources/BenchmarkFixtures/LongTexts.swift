/// Long inputs made from the corpus: paragraphs of a given length, for the
/// rows that check that cost grows linearly, and distinct long messages,
/// for the memory rows.
public enum LongTexts {
  /// One paragraph of exactly `units` UTF-16 units: the corpus's English
  /// messages that are pure ASCII (categories `tut`, `en`, `para`), line
  /// ends made spaces, joined by spaces and repeated.
  public static func latinParagraph(units: Int, from corpus: [CorpusMessage]) -> String {
    let pieces = corpus.filter { ["tut", "en", "para"].contains($0.cat) && $0.text.utf8.allSatisfy { $0 < 0x80 } }
      .map { $0.text.replacing("\n", with: " ") }
    return repeatedJoin(pieces, separator: " ", count: units)
  }

  /// One paragraph of exactly `characters` characters of Chinese and
  /// Japanese (the corpus's `zh` and `ja` messages, joined and repeated;
  /// every character is one UTF-16 unit).
  public static func cjkParagraph(characters: Int, from corpus: [CorpusMessage]) -> String {
    let pieces = corpus.filter { ["zh", "ja"].contains($0.cat) }.map { $0.text.replacing("\n", with: "") }
    return repeatedJoin(pieces, separator: "", count: characters)
  }

  /// The `index`th of a series of distinct messages of about `length`
  /// characters: its number, then corpus messages chosen by a generator
  /// seeded with the index (every script, emoji, code, numbers), joined by
  /// spaces until the length is reached. Made one at a time, so that the
  /// inputs of a long series never sit in memory together.
  public static func distinctMessage(_ index: Int, length: Int, from corpus: [CorpusMessage]) -> String {
    var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    var text = "\(index)"
    var characters = text.count
    while characters < length {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let message = corpus[Int((state >> 33) % UInt64(corpus.count))].text
      text += " " + message
      characters += 1 + message.count
    }
    return text
  }

  /// `pieces` joined by `separator` and repeated until `count` UTF-16
  /// units (characters of one unit each), cut there.
  private static func repeatedJoin(_ pieces: [String], separator: String, count: Int) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(count)
    let joined = Array(pieces.joined(separator: separator).utf16) + Array(separator.utf16)
    while units.count < count { units += joined.prefix(count - units.count) }
    return String(decoding: units, as: UTF16.self)
  }
}
