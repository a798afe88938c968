/// A paragraph after analysis and shaping, ready to be broken into lines at
/// any width: text, grapheme boundaries, break opportunities and the shaped
/// runs, with prefix sums that give any range's width in O(1).
///
/// Widths are exact in HarfBuzz's sense: a range whose edge falls where
/// HarfBuzz flagged `UNSAFE_TO_BREAK` (or inside a cluster) is reshaped from
/// the nearest safe boundary, so kerning and ligatures across a line break
/// are never counted.
final class ShapedParagraph: Sendable {
  /// The paragraph's UTF-16 text, separator included.
  let text: [UInt16]
  let graphemeStarts: [Bool]
  let opportunities: [BreakOpportunity]
  /// The UAX #9 levels of the paragraph (L1 applied at its end, not yet at line ends).
  let bidi: BidiLevels
  let runs: [ShapedRun]
  /// Distance between tab stops, in points.
  let tabInterval: Double
  /// Where reshaped line edges are cached (see ``ShapingCache``).
  let shapingCache: ShapingCache?

  /// `advancePrefix[i]`: the advance of offsets `0..<i` in points (glyphs
  /// plus tracking; tabs count 0 here and are resolved by position).
  private let advancePrefix: [Double]
  /// `safeBoundary[i]`: the text can be broken before offset `i` without
  /// changing the shaping on either side.
  private let safeBoundary: [Bool]
  private let tabOffsets: [Int]

  init(
    text: [UInt16], graphemeStarts: [Bool], opportunities: [BreakOpportunity], bidi: BidiLevels,
    runs: [ShapedRun], tabInterval: Double, shapingCache: ShapingCache?
  ) {
    self.shapingCache = shapingCache
    self.text = text
    self.graphemeStarts = graphemeStarts
    self.opportunities = opportunities
    self.bidi = bidi
    self.runs = runs
    self.tabInterval = tabInterval
    let count = text.count
    var advances = [Double](repeating: 0, count: count)
    var isClusterStart = [Bool](repeating: false, count: count + 1)
    var safe = [Bool](repeating: true, count: count + 1)
    for shaped in runs {
      let scale = shaped.run.font.glyphScale
      for glyph in shaped.glyphs {
        let cluster = glyph.cluster
        advances[cluster] += Double(glyph.xAdvance) * scale
        isClusterStart[cluster] = true
        if glyph.unsafeToBreak && cluster != shaped.run.range.lowerBound { safe[cluster] = false }
      }
      if let tracking = shaped.run.kern, tracking != 0 {
        for offset in shaped.run.range where graphemeStarts[offset] { advances[offset] += tracking }
      }
    }
    var tabs: [Int] = []
    for offset in 0..<count {
      if text[offset] == 0x09 {
        advances[offset] = 0
        tabs.append(offset)
      }
      if !isClusterStart[offset] && offset > 0 { safe[offset] = false }
    }
    var prefix = [Double](repeating: 0, count: count + 1)
    for offset in 0..<count { prefix[offset + 1] = prefix[offset] + advances[offset] }
    advancePrefix = prefix
    safeBoundary = safe
    tabOffsets = tabs
  }

  var count: Int { text.count }

  /// Whether the text can be broken before `offset` without reshaping.
  func isSafeBoundary(_ offset: Int) -> Bool { safeBoundary[offset] }

  /// `end` moved back over hanging whitespace, not before `start`.
  func trimmedEnd(from start: Int, to end: Int) -> Int {
    var end = end
    while end > start && CharacterClass.isHangingWhitespace(text[end - 1]) { end -= 1 }
    return end
  }

  /// The advance of `range` laid out as a line of its own, in points, tabs
  /// resolved against stops measured from `range.lowerBound`.
  func width(of range: Range<Int>) -> Double {
    guard !range.isEmpty else { return 0 }
    if tabOffsets.isEmpty || !containsTab(range) { return advanceWithoutTabs(range) }
    var x = 0.0
    var segmentStart = range.lowerBound
    for tab in tabOffsets where tab >= range.lowerBound && tab < range.upperBound {
      x += advanceWithoutTabs(segmentStart..<tab)
      x = nextTabStop(after: x)
      segmentStart = tab + 1
    }
    return x + advanceWithoutTabs(segmentStart..<range.upperBound)
  }

  /// The hyphen drawn when a line breaks after the soft hyphen at `offset`:
  /// U+2010 HYPHEN (or "-" when the font lacks it, as browsers do) shaped
  /// with the font of the run that holds the soft hyphen.
  func hyphenRun(afterSoftHyphenAt offset: Int) -> ShapedRun {
    let run = runs.last { $0.run.range.contains(offset) }?.run ?? runs[0].run
    let hyphen = TextRun(range: 0..<1, font: run.font, kern: run.kern, script: run.script, direction: run.direction)
    let character: UInt16 = run.font.face.nominalGlyph(for: 0x2010) != nil ? 0x2010 : 0x2D
    return [character].withUnsafeBufferPointer { Shaper().shape(hyphen, range: hyphen.range, in: $0) }
  }

  /// Whether a line that ends at `end` breaks at a soft hyphen (and so shows a hyphen).
  func breaksAtSoftHyphen(_ end: Int) -> Bool {
    end > 0 && end < count && text[end - 1] == 0xAD
  }

  /// The first tab stop after `x`.
  func nextTabStop(after x: Double) -> Double {
    guard tabInterval > 0 else { return x }
    return ((x / tabInterval).rounded(.down) + 1) * tabInterval
  }

  private func containsTab(_ range: Range<Int>) -> Bool {
    tabOffsets.contains { range.contains($0) }
  }

  /// The advance of a range without tabs, reshaping unsafe edges.
  private func advanceWithoutTabs(_ range: Range<Int>) -> Double {
    guard !range.isEmpty else { return 0 }
    guard let safe = safeInterior(of: range) else { return reshapedAdvance(range) }
    if safe == range { return advancePrefix[range.upperBound] - advancePrefix[range.lowerBound] }
    return reshapedAdvance(range.lowerBound..<safe.lowerBound)
      + (advancePrefix[safe.upperBound] - advancePrefix[safe.lowerBound]) + reshapedAdvance(safe.upperBound..<range.upperBound)
  }

  /// The part of the non-empty `range` between its first and last safe
  /// boundaries (all of it when both its edges are safe), which can be
  /// sliced from the paragraph's shaping; `nil` when that part is empty and
  /// the whole range must be reshaped.
  private func safeInterior(of range: Range<Int>) -> Range<Int>? {
    let startSafe = safeBoundary[range.lowerBound]
    let endSafe = range.upperBound == count || safeBoundary[range.upperBound]
    var firstSafe = range.lowerBound
    if !startSafe {
      firstSafe += 1
      while firstSafe < range.upperBound && !safeBoundary[firstSafe] { firstSafe += 1 }
    }
    var lastSafe = range.upperBound
    if !endSafe {
      lastSafe -= 1
      while lastSafe > firstSafe && !safeBoundary[lastSafe] { lastSafe -= 1 }
    }
    return firstSafe < lastSafe || (startSafe && endSafe) ? firstSafe..<lastSafe : nil
  }

  /// The advance of `range` shaped on its own (with the paragraph as context).
  private func reshapedAdvance(_ range: Range<Int>) -> Double {
    guard !range.isEmpty else { return 0 }
    let shaper = CachingShaper(cache: shapingCache)
    return text.withUnsafeBufferPointer { buffer in
      var total = 0.0
      for shaped in runs where shaped.run.range.overlaps(range) {
        let part = range.clamped(to: shaped.run.range)
        total = total + shaper.advanceInContext(shaped.run, range: part, in: buffer) + tracking(in: shaped.run, part)
      }
      return total
    }
  }

  /// The tracking `run` adds over `range`: its kern after every grapheme.
  private func tracking(in run: TextRun, _ range: Range<Int>) -> Double {
    guard let kern = run.kern, kern != 0 else { return 0 }
    return Double(range.lazy.filter { self.graphemeStarts[$0] }.count) * kern
  }

  /// The shaped runs of `range`: sliced from the paragraph's shaping where
  /// that is safe, reshaped at unsafe edges.
  func glyphRuns(in range: Range<Int>) -> [ShapedRun] {
    guard !range.isEmpty else { return [] }
    guard let safe = safeInterior(of: range) else { return glyphRuns(reshaping: range) }
    if safe == range { return slices(range) }
    return glyphRuns(reshaping: range.lowerBound..<safe.lowerBound) + slices(safe)
      + glyphRuns(reshaping: safe.upperBound..<range.upperBound)
  }

  /// Calls `body` with the font of every run of `glyphRuns(in: range)` that
  /// has glyphs, in order; when both edges of `range` are safe, without
  /// making the runs (a line's height needs only its fonts).
  func forEachFont(ofGlyphsIn range: Range<Int>, _ body: (Font) -> Void) {
    guard !range.isEmpty else { return }
    guard safeInterior(of: range) == range else {
      for shaped in glyphRuns(in: range) where !shaped.glyphs.isEmpty { body(shaped.run.font) }
      return
    }
    for shaped in runs where shaped.run.range.overlaps(range) {
      // As `slices`: a run inside the range whole, others sliced.
      let part = range.clamped(to: shaped.run.range)
      if part == shaped.run.range ? !shaped.glyphs.isEmpty : shaped.hasGlyphs(in: part) { body(shaped.run.font) }
    }
  }

  private func slices(_ range: Range<Int>) -> [ShapedRun] {
    var result: [ShapedRun] = []
    for shaped in runs where shaped.run.range.overlaps(range) {
      if range.lowerBound <= shaped.run.range.lowerBound && shaped.run.range.upperBound <= range.upperBound {
        result.append(shaped)
      } else {
        result.append(shaped.slice(range.clamped(to: shaped.run.range)))
      }
    }
    return result
  }

  private func glyphRuns(reshaping range: Range<Int>) -> [ShapedRun] {
    guard !range.isEmpty else { return [] }
    let shaper = CachingShaper(cache: shapingCache)
    return text.withUnsafeBufferPointer { buffer in
      runs.filter { $0.run.range.overlaps(range) }.map { shaped in
        let clipped = max(range.lowerBound, shaped.run.range.lowerBound)..<min(range.upperBound, shaped.run.range.upperBound)
        return shaper.shapeInContext(shaped.run, range: clipped, in: buffer)
      }
    }
  }
}
