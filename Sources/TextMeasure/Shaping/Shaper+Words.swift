import CHarfBuzz

/// The shaping of runs word by word: the glyphs of a word shaped before,
/// in any text, are found in the engine's cache (``ShapedWordKey``) and
/// copied; the words not found are shaped together, in one HarfBuzz call,
/// and filed.
///
/// The glyphs are the same, bit for bit, as the run shaped whole: a run is
/// split only when the face and plan let its words be shaped apart
/// (``WordBoundaries``), so no lookup reaches across a space, and words
/// side by side shape as each alone; only words whose context cannot change
/// their glyphs are filed, looked up or shaped together
/// (``WordPieces/isFileable(_:in:)``), the others (at a run's edge) are
/// shaped within their paragraph, as before. Should HarfBuzz flag a word's
/// first glyph unsafe to break all the same, the run is shaped whole.
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
    // The scratch is moved out of the workspace and back (so that its
    // arrays stay uniquely referenced), never copied.
    var words = WordPieces()
    swap(&words, &workspace.words)
    defer { swap(&words, &workspace.words) }
    words.split(run.range, of: text, graphemeStarts: graphemeStarts)
    guard words.count > 1 else { return shape(run, range: run.range, in: text, plan: plan) }
    let word = WordShaping(source: plan.glyphSource(isInlineBox: run.style.inlineBox != nil), cache: workspace.cache)
    for index in 0..<words.count {
      guard words.isFileable(index, in: text) else {
        words.hits.append(nil)
        continue
      }
      let units = UnsafeBufferPointer(rebasing: text[words.bounds[index]..<words.bounds[index + 1]])
      let hash = ShapedWordKey.hash(source: word.source, units: units)
      let hit = word.find(units, hash: hash, into: &words.found)
      words.hits.append(hit)
      if hit == nil {
        words.missing.append((index, hash))
        words.missingText.append(contentsOf: units)
      }
    }
    guard shapeMissingWords(run, plan: plan, word: word, words: &words) else {
      return shape(run, range: run.range, in: text, plan: plan)
    }
    // The words that cannot be filed are shaped within the paragraph, one
    // at a time, their glyphs added to the others' (clusters counted from
    // each word's start); then every word has its glyphs in `found`, and
    // the run's are copied from there once, each word's clusters moved to
    // its place in the paragraph.
    for index in 0..<words.count where words.hits[index] == nil {
      let start = words.bounds[index]
      let count = shapeInBuffer(run, range: start..<words.bounds[index + 1], in: text, plan: plan)
      let first = words.found.count
      words.found.append(contentsOf: repeatElement(.none, count: count))
      words.found.withUnsafeMutableBufferPointer { found in
        let glyphs = UnsafeMutableBufferPointer(rebasing: found[first...])
        readGlyphs(of: run, in: text, into: glyphs)
        for glyph in glyphs.indices { glyphs[glyph].cluster -= start }
      }
      words.hits[index] = first..<words.found.count
    }
    let glyphs = words.found.withUnsafeBufferPointer { found in
      [ShapedGlyph](unsafeUninitializedCapacity: found.count) { glyphs, initialized in
        for index in 0..<words.count {
          let start = words.bounds[index]
          for glyph in words.hits[index].unsafelyUnwrapped {
            glyphs[initialized] = found[glyph].movedBy(start)
            initialized += 1
          }
        }
      }
    }
    return ShapedRun(run: run, glyphs: glyphs)
  }

  /// Shapes the words `words.missing` one after the other in one HarfBuzz
  /// call, files each and adds its glyphs to `words.found` (and its range
  /// there to `words.hits`); false when HarfBuzz flagged a word's first
  /// glyph unsafe to break or gave a word no glyph of its own.
  private func shapeMissingWords(
    _ run: TextRun, plan: ShapingPlans.Entry, word: WordShaping, words: inout WordPieces
  ) -> Bool {
    if words.missing.isEmpty { return true }
    var shaped: [ShapedGlyph] = []
    swap(&shaped, &words.missingGlyphs)
    defer { swap(&shaped, &words.missingGlyphs) }
    words.missingText.withUnsafeBufferPointer { text in
      let count = shapeInBuffer(run, range: 0..<text.count, in: text, plan: plan)
      shaped.removeAll(keepingCapacity: true)
      shaped.append(contentsOf: repeatElement(.none, count: count))
      shaped.withUnsafeMutableBufferPointer { readGlyphs(of: run, in: text, into: $0) }
    }
    // Each word's glyphs are found walking the glyphs once (clusters
    // ascend, left to right).
    var glyph = 0
    var offset = 0
    for (index, hash) in words.missing {
      let length = words.bounds[index + 1] - words.bounds[index]
      let first = glyph
      while glyph < shaped.count && shaped[glyph].cluster < offset + length { glyph += 1 }
      guard first < glyph, shaped[first].cluster == offset, first == 0 || !shaped[first].unsafeToBreak else {
        return false
      }
      let start = words.found.count
      words.found.append(shaped[first..<glyph], movedBy: -offset)
      words.hits[index] = start..<words.found.count
      words.missingText.withUnsafeBufferPointer {
        word.file(UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), hash: hash, glyphs: words.found[start...])
      }
      offset += length
    }
    return true
  }
}

/// The cache's side of ``Shaper/shapeReusingWords(_:in:graphemeStarts:)``
/// for one run: what the run's words are shaped with (the plan's
/// ``GlyphSource``, its part of their keys' hash mixed once) and the cache.
private struct WordShaping {
  let source: GlyphSource
  let cache: TextCache

  /// Looks the word `units`, whose key's hash is `hash`, up, copying its
  /// glyphs to the end of `found`: their range there, or nil when it is
  /// not filed.
  func find(_ units: UnsafeBufferPointer<UInt16>, hash: Int, into found: inout [ShapedGlyph]) -> Range<Int>? {
    let source = source
    let first = found.count
    let isFound = cache.read(
      hash: hash, for: .word, where: { $0.isWord(source: source, units: units) },
      { entry -> Bool? in
        guard case .glyphs(let glyphs) = entry.content else { return nil }
        found.append(contentsOf: glyphs)
        return true
      })
    return isFound == nil ? nil : first..<found.count
  }

  /// Files the word `units`, whose key's hash is `hash`, with its `glyphs`
  /// (clusters counted from its start).
  func file(_ units: UnsafeBufferPointer<UInt16>, hash: Int, glyphs: ArraySlice<ShapedGlyph>) {
    let key = ShapedWordKey(source: source, units: units, hash: hash)
    cache.store(.glyphs(Array(glyphs)), for: TextCacheKey(word: key))
  }
}

extension Array where Element == ShapedGlyph {
  /// Appends `glyphs` with their clusters `distance` units further on: one
  /// copy, then one pass over the copies.
  fileprivate mutating func append(_ glyphs: ArraySlice<ShapedGlyph>, movedBy distance: Int) {
    let start = count
    append(contentsOf: glyphs)
    withUnsafeMutableBufferPointer { appended in
      for index in start..<appended.count { appended[index].cluster += distance }
    }
  }
}
