import CHarfBuzz

/// Analyses and shapes one paragraph of an ``AttributedText``: ICU
/// boundaries, itemization into runs, HarfBuzz shaping.
struct ParagraphShaper: ~Copyable {
  private let shaper = Shaper()
  private let cachingShaper: CachingShaper

  /// A shaper whose runs go through `cache` (none: every run is shaped).
  init(cache: ShapingCache?) {
    cachingShaper = CachingShaper(cache: cache)
  }

  /// The shaped paragraph `paragraph` of `text`, whose UTF-16 units are `utf16`.
  func shape(_ paragraph: Paragraph, of text: AttributedText, utf16: [UInt16]) throws -> ShapedParagraph {
    // A paragraph that is the whole text (most messages) shares its arrays.
    let isWholeText = paragraph.range == utf16.indices
    let units = isWholeText ? utf16 : Array(utf16[paragraph.range])
    let offset = paragraph.range.lowerBound
    let attributeRuns =
      isWholeText
      ? text.runs
      : text.runs.compactMap { run -> AttributedText.Run? in
        let clipped = run.range.clamped(to: paragraph.range)
        guard !clipped.isEmpty else { return nil }
        return AttributedText.Run(
          range: (clipped.lowerBound - offset)..<(clipped.upperBound - offset), attributes: run.attributes)
      }
    let style = text.attributes(at: paragraph.range.lowerBound).paragraphStyle
    guard let cache = cachingShaper.cache else { return try analyse(units, attributeRuns: attributeRuns, style: style) }
    return try cache.paragraph(for: ParagraphCacheKey(text: units, runs: attributeRuns)) {
      try analyse(units, attributeRuns: attributeRuns, style: style)
    }
  }

  /// Boundaries, bidi levels, runs and glyphs of one paragraph's text.
  private func analyse(_ units: [UInt16], attributeRuns: [AttributedText.Run], style: ParagraphStyle) throws
    -> ShapedParagraph
  {
    try units.withUnsafeBufferPointer { buffer in
      let graphemeStarts = try TextBoundaries.graphemeBoundaries(in: buffer)
      let opportunities = WebLineBreakTailoring.tailor(
        try TextBoundaries.lineBreakOpportunities(in: buffer), text: buffer)
      let bidi = try BidiLevels(text: buffer, direction: style.baseWritingDirection)
      let runs = Itemizer(text: buffer, graphemeStarts: graphemeStarts, bidiLevels: bidi.levels)
        .runs(attributeRuns: attributeRuns.map { ($0.range, $0.attributes) })
      let shaped = runs.map { cachingShaper.shape($0, in: buffer, graphemeStarts: graphemeStarts) }
      return ShapedParagraph(
        text: units, graphemeStarts: graphemeStarts, opportunities: opportunities, bidi: bidi, runs: shaped,
        tabInterval: style.defaultTabInterval, shapingCache: cachingShaper.cache)
    }
  }

  /// "…" shaped with `font`, or with the first font of its cascade list that
  /// has it, or "..." when none does.
  func ellipsis(font: Font, kern: Double?) -> ShapedRun {
    let candidates = [font] + font.cascadeList
    let chosen = candidates.first { $0.face.nominalGlyph(for: 0x2026) != nil }
    let units: [UInt16] = chosen == nil ? [0x2E, 0x2E, 0x2E] : [0x2026]
    let ellipsisRun = TextRun(
      range: 0..<units.count, font: chosen ?? font, kern: kern, script: HB_SCRIPT_COMMON, direction: HB_DIRECTION_LTR)
    return units.withUnsafeBufferPointer { shaper.shape(ellipsisRun, range: ellipsisRun.range, in: $0) }
  }
}
