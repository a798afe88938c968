/// A paragraph of the text: its range, including the separator that ends it.
struct Paragraph: Sendable, Hashable {
  /// UTF-16 range in the whole text, separator included.
  var range: Range<Int>
  /// UTF-16 range without the separator.
  var contentRange: Range<Int>

  /// Whether the paragraph ends with a separator (every one but the last).
  var hasSeparator: Bool { contentRange.upperBound < range.upperBound }

  /// Splits a text at LF, CR, CR LF, NEL and U+2029. A text that ends with a
  /// separator gets a final empty paragraph (TextKit's extra line fragment);
  /// an empty text has no paragraph.
  /// U+2028 (LINE SEPARATOR) breaks a line, not a paragraph.
  static func split(_ text: UnsafeBufferPointer<UInt16>) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    var start = 0
    var i = 0
    while i < text.count {
      let unit = text[i]
      if CharacterClass.isParagraphSeparator(unit) {
        var end = i + 1
        if unit == 0x0D, end < text.count, text[end] == 0x0A { end += 1 }
        paragraphs.append(Paragraph(range: start..<end, contentRange: start..<i))
        start = end
        i = end
      } else {
        i += 1
      }
    }
    if !text.isEmpty {
      paragraphs.append(Paragraph(range: start..<text.count, contentRange: start..<text.count))
    }
    return paragraphs
  }
}
