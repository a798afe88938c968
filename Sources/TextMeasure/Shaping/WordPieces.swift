/// A run split into words for ``Shaper/shapeReusingWords(_:in:graphemeStarts:)``:
/// where each word starts, and each word's glyphs, found in the cache or
/// shaped.
/// Kept by the workspace as scratch, so that splitting a run allocates
/// nothing once the arrays have grown.
struct WordPieces {
  /// The offsets where the words start, then the run's end.
  var bounds: [Int] = []
  /// Per word, the range of its glyphs in ``found``, or nil until it is
  /// found or shaped.
  var hits: [Range<Int>?] = []
  /// The words' glyphs, found or shaped, clusters counted from each word's start.
  var found: [ShapedGlyph] = []
  /// The words not found, one after the other, to be shaped at once.
  var missingText: [UInt16] = []
  /// Their indices, and the hashes of their keys in the cache.
  var missing: [(index: Int, hash: Int)] = []
  /// Their glyphs, clusters counted in ``missingText``.
  var missingGlyphs: [ShapedGlyph] = []

  /// The number of words.
  var count: Int { bounds.count - 1 }

  /// Splits `range` of the paragraph `text` into words: a word starts
  /// where a character other than a space follows a space (U+0020) and a
  /// grapheme cluster starts (a combining mark after a space belongs to
  /// the space's cluster), and holds its trailing spaces.
  mutating func split(_ range: Range<Int>, of text: UnsafeBufferPointer<UInt16>, graphemeStarts: GraphemeStarts) {
    bounds.removeAll(keepingCapacity: true)
    hits.removeAll(keepingCapacity: true)
    found.removeAll(keepingCapacity: true)
    missingText.removeAll(keepingCapacity: true)
    missing.removeAll(keepingCapacity: true)
    bounds.append(range.lowerBound)
    var previous = range.isEmpty ? 0 : text[range.lowerBound]
    var offset = range.lowerBound + 1
    while offset < range.upperBound {
      let unit = text[offset]
      if previous == 0x20 && unit != 0x20 && graphemeStarts[offset] { bounds.append(offset) }
      previous = unit
      offset += 1
    }
    bounds.append(range.upperBound)
  }

  /// Whether word `index` can be filed in the cache and found there: it
  /// starts the paragraph `text` or follows a space, and ends the paragraph
  /// or ends with a space (what ``ShapedWordKey`` needs to leave context
  /// out). A run's first or last word may not.
  func isFileable(_ index: Int, in text: UnsafeBufferPointer<UInt16>) -> Bool {
    let start = bounds[index]
    let end = bounds[index + 1]
    return (start == 0 || text[start - 1] == 0x20) && (end == text.count || text[end - 1] == 0x20)
  }
}
