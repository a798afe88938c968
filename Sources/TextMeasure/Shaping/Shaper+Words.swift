import CHarfBuzz

/// The shaping of runs word by word: the glyphs of a word shaped before,
/// in any text, are found in the engine's cache (``ShapedWordKey``) and
/// copied; the words between are shaped as one piece, as before, and filed.
///
/// The glyphs are the same, bit for bit, as the run shaped whole: a run is
/// split only when the face and plan let its words be shaped apart
/// (``WordBoundaries``), so no lookup reaches across a space; only words
/// whose context cannot change their glyphs are filed or looked up
/// (``WordPieces/isFileable(_:in:)``); and a word is filed only where
/// HarfBuzz left its start and the next word's start safe to break.
/// Right-to-left runs, runs of one word and an engine without a cache are
/// shaped whole.
extension Shaper {
  /// The glyphs of `run` in the paragraph `text` (whose grapheme clusters
  /// start at `graphemeStarts`): `shape(run, range: run.range, in: text)`,
  /// the words shaped before found in the cache.
  func shapeReusingWords(_ run: TextRun, in text: UnsafeBufferPointer<UInt16>, graphemeStarts: GraphemeStarts)
    -> ShapedRun
  {
    let plan = workspace.plan(for: ShapingPlan(run), face: run.font.face)
    guard workspace.cache.isEnabled, run.direction == HB_DIRECTION_LTR, let boundaries = plan.wordBoundaries,
      boundaries.allowSplitting(UnsafeBufferPointer(rebasing: text[run.range]), face: run.font.face)
    else { return shape(run, range: run.range, in: text, plan: plan) }
    var words = workspace.words
    workspace.words = WordPieces()
    defer { workspace.words = words }
    words.split(run.range, of: text, graphemeStarts: graphemeStarts)
    guard words.count > 1 else { return shape(run, range: run.range, in: text, plan: plan) }
    let word = WordShaping(run: run, plan: plan, cache: workspace.cache)
    for index in 0..<words.count {
      let hit = words.isFileable(index, in: text) ? word.find(index, of: &words, in: text) : nil
      words.hits.append(hit)
    }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(words.found.count + run.range.count)
    var index = 0
    while index < words.count {
      if let hit = words.hits[index] {
        let start = words.bounds[index]
        for glyph in words.found[hit] { glyphs.append(glyph.movedBy(start)) }
        index += 1
        continue
      }
      var end = index + 1
      while end < words.count && words.hits[end] == nil { end += 1 }
      let first = glyphs.count
      let range = words.bounds[index]..<words.bounds[end]
      let count = shapeInBuffer(run, range: range, in: text, plan: plan)
      glyphs.append(contentsOf: repeatElement(.none, count: count))
      glyphs.withUnsafeMutableBufferPointer { readGlyphs(of: run, in: text, into: .init(rebasing: $0[first...])) }
      glyphs.withUnsafeBufferPointer {
        word.file(index..<end, of: words, glyphs: .init(rebasing: $0[first...]), in: text)
      }
      index = end
    }
    return ShapedRun(run: run, glyphs: glyphs)
  }
}

/// The cache's side of ``Shaper/shapeReusingWords(_:in:graphemeStarts:)``
/// for one run: the key's parts, found once.
private struct WordShaping {
  let face: FontFace.Identity
  let settings: ShapingPlan
  let isInlineBox: Bool
  let cache: TextCache

  init(run: TextRun, plan: ShapingPlans.Entry, cache: TextCache) {
    face = run.font.face.identity
    settings = plan.settings
    isInlineBox = run.style.inlineBox != nil
    self.cache = cache
  }

  /// Looks word `index` of `words` up, copying its glyphs to the end of
  /// `words.found`: their range there, or nil when it is not filed.
  func find(_ index: Int, of words: inout WordPieces, in text: UnsafeBufferPointer<UInt16>) -> Range<Int>? {
    let units = UnsafeBufferPointer(rebasing: text[words.bounds[index]..<words.bounds[index + 1]])
    let hash = ShapedWordKey.hash(face: face, plan: settings, isInlineBox: isInlineBox, units: units)
    let first = words.found.count
    let found = cache.read(
      hash: hash, isWord: true,
      where: { $0.word?.matches(face: face, plan: settings, isInlineBox: isInlineBox, units: units) == true },
      { entry -> Bool? in
        guard case .glyphs(let glyphs) = entry.content else { return nil }
        words.found.append(contentsOf: glyphs)
        return true
      })
    return found == nil ? nil : first..<words.found.count
  }

  /// Files the words `indices` of `words`, shaped together into `glyphs`
  /// (clusters in the paragraph), that can be: those ``WordPieces/isFileable(_:in:)``
  /// whose glyphs start at their first unit, where HarfBuzz flagged neither
  /// their first glyph (unless it starts the piece shaped) nor the next
  /// word's as unsafe to break.
  func file(
    _ indices: Range<Int>, of words: WordPieces, glyphs: UnsafeBufferPointer<ShapedGlyph>,
    in text: UnsafeBufferPointer<UInt16>
  ) {
    // Each word's glyphs are found walking the glyphs once (clusters
    // ascend, left to right): `wordStart..<glyph`.
    var glyph = 0
    var startIsClean = true
    for index in indices {
      let end = words.bounds[index + 1]
      let wordStart = glyph
      while glyph < glyphs.count && glyphs[glyph].cluster < end { glyph += 1 }
      let start = words.bounds[index]
      let startsCleanly = wordStart < glyph && glyphs[wordStart].cluster == start && startIsClean
      // The next word's first glyph says whether this one's end is safe.
      let nextIsClean =
        index + 1 == indices.upperBound
        || (glyph < glyphs.count && glyphs[glyph].cluster == end && !glyphs[glyph].unsafeToBreak)
      startIsClean = nextIsClean
      guard startsCleanly, nextIsClean, words.isFileable(index, in: text) else { continue }
      let units = UnsafeBufferPointer(rebasing: text[start..<end])
      let key = ShapedWordKey(face: face, plan: settings, isInlineBox: isInlineBox, units: units)
      let local = glyphs[wordStart..<glyph].map { $0.movedBy(-start) }
      cache.store(TextCacheEntry(.glyphs(local)), for: TextCacheKey(word: key))
    }
  }
}
