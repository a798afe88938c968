import CHarfBuzz

/// Range widths and glyph runs: O(1) from the prefix sums between safe
/// boundaries, reshaped (with `shaper`, the paragraph as context) only at
/// unsafe edges. Every function looks only at the runs and tabs its range
/// touches (binary search), never at the whole paragraph.
extension ShapedParagraph {
  /// The advance of `range` laid out as a line of its own, in points, tabs
  /// resolved against stops measured from `range.lowerBound`.
  @inline(__always)
  func width(of range: Range<Int>, shaper: Shaper) -> Double {
    // Most ranges: no tab in the paragraph and both edges safe, one subtraction.
    if tabOffsets.isEmpty, safeBoundary[range.lowerBound], range.upperBound == count || safeBoundary[range.upperBound] {
      return advancePrefix[range.upperBound] - advancePrefix[range.lowerBound]
    }
    return widthReshapingEdges(of: range, shaper: shaper)
  }

  /// ``width(of:shaper:)`` of a range with tabs or an unsafe edge.
  private func widthReshapingEdges(of range: Range<Int>, shaper: Shaper) -> Double {
    guard !range.isEmpty else { return 0 }
    let tabs = tabIndices(in: range)
    if tabs.isEmpty { return advanceWithoutTabs(range, shaper: shaper) }
    var x = 0.0
    var segmentStart = range.lowerBound
    for tab in tabOffsets[tabs] {
      x += advanceWithoutTabs(segmentStart..<tab, shaper: shaper)
      x = nextTabStop(after: x)
      segmentStart = tab + 1
    }
    return x + advanceWithoutTabs(segmentStart..<range.upperBound, shaper: shaper)
  }

  /// The hyphen drawn when a line breaks after the soft hyphen at `offset`:
  /// U+2010 HYPHEN (or "-" when the font lacks it, as browsers do) shaped
  /// with the font of the run that holds the soft hyphen.
  func hyphenRun(afterSoftHyphenAt offset: Int, shaper: Shaper) -> ShapedRun {
    let run = runs[runIndex(containing: offset)].run
    let hyphen = TextRun(range: 0..<1, font: run.font, style: run.style, script: run.script, direction: run.direction)
    let character: UInt16 = run.font.face.covers(0x2010) ? 0x2010 : 0x2D
    return [character].withUnsafeBufferPointer { shaper.shape(hyphen, range: hyphen.range, in: $0) }
  }

  /// The shaped runs of `range`: sliced from the paragraph's shaping where
  /// that is safe, reshaped at unsafe edges.
  func glyphRuns(in range: Range<Int>, shaper: Shaper) -> [ShapedRun] {
    guard !range.isEmpty else { return [] }
    guard let safe = safeInterior(of: range) else { return glyphRuns(reshaping: range, shaper: shaper) }
    if safe == range { return slices(range) }
    return glyphRuns(reshaping: range.lowerBound..<safe.lowerBound, shaper: shaper) + slices(safe)
      + glyphRuns(reshaping: safe.upperBound..<range.upperBound, shaper: shaper)
  }

  /// Calls `body` with the font and baseline offset of every run of
  /// `glyphRuns(in: range)` that has glyphs, in order; when both edges of
  /// `range` are safe, without making the runs (a line's height needs only
  /// these).
  func forEachFont(ofGlyphsIn range: Range<Int>, shaper: Shaper, _ body: (Font, Double) -> Void) {
    guard !range.isEmpty else { return }
    guard safeInterior(of: range) == range else {
      for shaped in glyphRuns(in: range, shaper: shaper) where !shaped.glyphs.isEmpty {
        body(shaped.run.font, shaped.run.style.baselineOffset)
      }
      return
    }
    for shaped in runs[runIndices(overlapping: range)] {
      // As `slices`: a run inside the range whole, others sliced.
      let part = range.clamped(to: shaped.run.range)
      if part == shaped.run.range ? !shaped.glyphs.isEmpty : shaped.hasGlyphs(in: part) {
        body(shaped.run.font, shaped.run.style.baselineOffset)
      }
    }
  }

  /// The indices in ``tabOffsets`` of the tabs inside `range`.
  private func tabIndices(in range: Range<Int>) -> Range<Int> {
    guard !tabOffsets.isEmpty else { return 0..<0 }
    let first = firstTabIndex(atOrAfter: range.lowerBound)
    let end = firstTabIndex(atOrAfter: range.upperBound)
    return first..<end
  }

  /// The index of the first tab at or after `offset` (the tab count when none is).
  private func firstTabIndex(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tabOffsets.count
    while low < high {
      let mid = (low + high) / 2
      if tabOffsets[mid] < offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The advance of a range without tabs, reshaping unsafe edges.
  private func advanceWithoutTabs(_ range: Range<Int>, shaper: Shaper) -> Double {
    guard !range.isEmpty else { return 0 }
    guard let safe = safeInterior(of: range) else { return reshapedAdvance(range, shaper: shaper) }
    if safe == range { return advancePrefix[range.upperBound] - advancePrefix[range.lowerBound] }
    return reshapedAdvance(range.lowerBound..<safe.lowerBound, shaper: shaper)
      + (advancePrefix[safe.upperBound] - advancePrefix[safe.lowerBound])
      + reshapedAdvance(safe.upperBound..<range.upperBound, shaper: shaper)
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
  private func reshapedAdvance(_ range: Range<Int>, shaper: Shaper) -> Double {
    guard !range.isEmpty else { return 0 }
    return text.withUnsafeBufferPointer { buffer in
      var total = 0.0
      for shaped in runs[runIndices(overlapping: range)] {
        let part = range.clamped(to: shaped.run.range)
        total = total + shaper.edgeAdvance(shaped.run, range: part, in: buffer) + tracking(in: shaped.run, part)
      }
      return total
    }
  }

  /// The tracking `run` adds over `range`: its spacing after every grapheme
  /// that takes it (``takesSpacing(at:)``), less its letter spacing after a
  /// letter of a cursive script.
  private func tracking(in run: TextRun, _ range: Range<Int>) -> Double {
    let spacing = run.spacing
    guard spacing != 0 else { return 0 }
    let graphemes = range.lazy.filter { self.takesSpacing(at: $0) }
    guard run.leavesOutCursiveLetters else { return Double(graphemes.count) * spacing }
    let letters = graphemes.filter { self.isCursiveLetter(at: $0, in: run) }.count
    return Double(graphemes.count - letters) * spacing + Double(letters) * run.spacingAfterCursiveLetter
  }

  /// The tracking that hangs at the end of a line whose content (trailing
  /// whitespace excluded) is `range`: the ``RunStyle/hangingSpacing`` of
  /// the run of its last cluster (none after a letter of a cursive script,
  /// which takes no tracking), 0 for an empty range.
  func hangingSpacing(atEndOf range: Range<Int>) -> Double {
    guard hasHangingSpacing, !range.isEmpty else { return 0 }
    let run = runs[runIndex(containing: range.upperBound - 1)].run
    guard run.leavesOutCursiveLetters else { return run.style.hangingSpacing }
    var last = range.upperBound - 1
    while last > range.lowerBound && !graphemeStarts[last] { last -= 1 }
    return isCursiveLetter(at: last, in: run) ? 0 : run.style.hangingSpacing
  }

  private func slices(_ range: Range<Int>) -> [ShapedRun] {
    runs[runIndices(overlapping: range)].map { shaped in
      range.lowerBound <= shaped.run.range.lowerBound && shaped.run.range.upperBound <= range.upperBound
        ? shaped : shaped.slice(range.clamped(to: shaped.run.range))
    }
  }

  private func glyphRuns(reshaping range: Range<Int>, shaper: Shaper) -> [ShapedRun] {
    guard !range.isEmpty else { return [] }
    return text.withUnsafeBufferPointer { buffer in
      runs[runIndices(overlapping: range)].map { shaped in
        shaper.shapeEdge(shaped.run, range: range.clamped(to: shaped.run.range), in: buffer)
      }
    }
  }
}
