import CHarfBuzz

/// Shapes runs through a ``ShapingCache``: word by word where that is exact
/// (see ``WordBoundaryHazards``), otherwise the whole run with the text
/// around it, which HarfBuzz reads as context, in the key.
struct CachingShaper: ~Copyable {
  let cache: ShapingCache?
  private let shaper = Shaper()

  /// HarfBuzz reads at most 5 code points of context on either side of what
  /// it shapes (`HB_BUFFER_CONTEXT_LENGTH`): 10 UTF-16 units hold them.
  private static let contextUnits = 10

  init(cache: ShapingCache?) {
    self.cache = cache
  }

  /// The glyphs of `run` in the paragraph `text`, identical to
  /// `Shaper.shape(run, range: run.range, in: text)`.
  func shape(_ run: TextRun, in text: UnsafeBufferPointer<UInt16>, graphemeStarts: [Bool]) -> ShapedRun {
    guard let cache else { return shaper.shape(run, range: run.range, in: text) }
    let plan = ShapingPlan(run)
    guard run.font.face.wordBoundaryHazards(for: plan).allowsWordShaping(of: text, range: run.range) else {
      return shapeInContext(run, range: run.range, in: text)
    }
    let words = Self.words(of: run.range, in: text, graphemeStarts: graphemeStarts)
    var result = ShapedRun(run: run)
    let isRightToLeft = run.direction.rawValue == HB_DIRECTION_RTL.rawValue
    for word in isRightToLeft ? words.reversed() : words {
      let wordText = UnsafeBufferPointer(rebasing: text[word])
      let key = ShapingCacheKey(face: run.font.face.serialNumber, plan: plan, text: Array(wordText), range: 0..<word.count)
      let glyphs = cache.glyphs(for: key) { shaper.shape(run, range: 0..<word.count, in: wordText) }
      result.append(glyphs, clusterOffset: word.lowerBound)
    }
    return result
  }

  /// The glyphs of `range` (part or all of `run`) shaped in the paragraph
  /// `text`, identical to `Shaper.shape(run, range: range, in: text)`: the
  /// key holds the range and up to ``contextUnits`` units either side.
  func shapeInContext(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> ShapedRun {
    guard let cache else { return shaper.shape(run, range: range, in: text) }
    var result = ShapedRun(run: run)
    result.run.range = range
    result.append(cachedInContext(run, range: range, in: text, cache: cache), clusterOffset: range.lowerBound)
    return result
  }

  /// `shapeInContext(run, range: range, in: text).advance`, without making the run.
  func advanceInContext(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> Double {
    guard let cache else { return shaper.shape(run, range: range, in: text).advance }
    var glyphs = cachedInContext(run, range: range, in: text, cache: cache)
    // The entry may have been shaped at another size of the face: scale by this run's.
    glyphs.run = run
    return glyphs.advance
  }

  /// The glyphs of `range` shaped in `text` from `cache` (or shaped and
  /// stored there), clusters counted from the range's start. The run they
  /// carry is the one first shaped, perhaps at another size.
  private func cachedInContext(
    _ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>, cache: ShapingCache
  ) -> ShapedRun {
    let window = max(0, range.lowerBound - Self.contextUnits)..<min(text.count, range.upperBound + Self.contextUnits)
    let windowText = UnsafeBufferPointer(rebasing: text[window])
    let local = (range.lowerBound - window.lowerBound)..<(range.upperBound - window.lowerBound)
    let key = ShapingCacheKey(
      face: run.font.face.serialNumber, plan: ShapingPlan(run), text: Array(windowText), range: local)
    return cache.glyphs(for: key) {
      var fromZero = ShapedRun(run: run)
      fromZero.append(shaper.shape(run, range: local, in: windowText), clusterOffset: -local.lowerBound)
      return fromZero
    }
  }

  /// `range` cut after every run of spaces that a new grapheme follows.
  private static func words(of range: Range<Int>, in text: UnsafeBufferPointer<UInt16>, graphemeStarts: [Bool])
    -> [Range<Int>]
  {
    var words: [Range<Int>] = []
    var start = range.lowerBound
    for offset in range.dropFirst()
    where text[offset - 1] == 0x20 && text[offset] != 0x20 && graphemeStarts[offset] {
      words.append(start..<offset)
      start = offset
    }
    words.append(start..<range.upperBound)
    return words
  }
}
