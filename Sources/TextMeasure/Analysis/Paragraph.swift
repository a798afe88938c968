/// A paragraph of the text: its range, including the separator that ends it.
struct Paragraph: Sendable, Hashable {
  /// UTF-16 range in the whole text, separator included.
  var range: Range<Int>
  /// UTF-16 range without the separator.
  var contentRange: Range<Int>

  /// Whether the paragraph ends with a separator (every one but the last).
  var hasSeparator: Bool { contentRange.upperBound < range.upperBound }
}

/// The paragraphs of a text, found one at a time (no list is made): split at
/// LF, CR, CR LF, NEL and U+2029, or the whole text as one paragraph for a
/// single-line layout. A text that ends with a separator gets a final empty
/// paragraph (TextKit's extra line fragment); an empty text has none.
/// U+2028 (LINE SEPARATOR) breaks a line, not a paragraph.
struct ParagraphSequence: Sequence, IteratorProtocol {
  private let text: [UInt16]
  private let splitsAtSeparators: Bool
  /// Where the next paragraph starts; `nil` once the last has been given.
  private var start: Int?

  /// The paragraphs of `text` (UTF-16); all of it as one unless `splitsAtSeparators`.
  init(_ text: [UInt16], splitsAtSeparators: Bool = true) {
    self.text = text
    self.splitsAtSeparators = splitsAtSeparators
    start = text.isEmpty ? nil : 0
  }

  mutating func next() -> Paragraph? {
    guard let start else { return nil }
    var offset = start
    while splitsAtSeparators && offset < text.count {
      let unit = text[offset]
      if CharacterClass.isParagraphSeparator(unit) {
        var end = offset + 1
        if unit == 0x0D, end < text.count, text[end] == 0x0A { end += 1 }
        self.start = end
        return Paragraph(range: start..<end, contentRange: start..<offset)
      }
      offset += 1
    }
    self.start = nil
    return Paragraph(range: start..<text.count, contentRange: start..<text.count)
  }
}

