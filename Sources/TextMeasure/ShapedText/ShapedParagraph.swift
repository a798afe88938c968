internal import _TextMeasureSupport

/// A paragraph after analysis and shaping, ready to be broken into lines at
/// any width: text, grapheme boundaries, break opportunities and the shaped
/// runs, with prefix sums that give any range's width in O(1).
///
/// Widths are exact in HarfBuzz's sense: a range whose edge falls where
/// HarfBuzz flagged `UNSAFE_TO_BREAK` (or inside a cluster) is reshaped from
/// the nearest safe boundary (`ShapedParagraph+Widths.swift`), so kerning
/// and ligatures across a line break are never counted. Immutable; it holds
/// no shaper and no cache: whoever lays it out passes a ``Shaper`` for the
/// edges.
final class ShapedParagraph: Sendable {
  /// The paragraph's UTF-16 text, separator included.
  let text: ParagraphText
  let graphemeStarts: GraphemeStarts
  let opportunities: [BreakOpportunity]
  /// The UAX #9 levels of the paragraph (L1 applied at its end, not yet at line ends).
  let bidi: BidiLevels
  /// The runs in logical order, their ranges ascending and covering the text.
  let runs: [ShapedRun]
  /// Distance between tab stops, in points.
  let tabInterval: Double

  /// `advancePrefix[i]`: the advance of offsets `0..<i` in points (glyphs
  /// plus tracking; tabs count 0 here and are resolved by position).
  let advancePrefix: [Double]
  /// `safeBoundary[i]`: the text can be broken before offset `i` without
  /// changing the shaping on either side.
  let safeBoundary: SafeBoundaries
  /// The offsets of the tabs, ascending.
  let tabOffsets: [Int]
  /// Whether a run has tracking that hangs at the end of a line
  /// (``RunStyle/hangingSpacing``).
  let hasHangingSpacing: Bool
  /// Whether the paragraph has a soft hyphen (breaks inside words look
  /// for them only then): the paragraph shaper looks only in a paragraph
  /// that is not all ASCII.
  let hasSoftHyphens: Bool
  /// Whether a run puts inline boxes in place of its characters
  /// (``RunStyle/inlineBox``), whose extents a line's height must include.
  let hasInlineBoxes: Bool
  /// Whether every unit is at the paragraph's level (all left to right, say):
  /// then bidi's rule L1 changes no level and no line needs reordering.
  var hasUniformLevels: Bool { bidi.isUniform }

  init(
    text: ParagraphText, graphemeStarts: GraphemeStarts, opportunities: [BreakOpportunity], bidi: BidiLevels,
    runs: [ShapedRun], tabInterval: Double, hasSoftHyphens: Bool
  ) {
    self.text = text
    self.graphemeStarts = graphemeStarts
    self.opportunities = opportunities
    self.bidi = bidi
    self.runs = runs
    self.tabInterval = tabInterval
    let count = text.count
    // One pass over the glyphs: each offset's advance goes to `prefix[offset + 1]`
    // (summed below), and `boundary` marks where a cluster starts (1) and
    // where HarfBuzz calls it unsafe to break (2).
    // (Written through buffer pointers: the arrays are new, and each write
    // would otherwise check that they are not shared.)
    var prefix = [Double](filledWith: 0, count: count + 1)
    var boundary = [UInt8](filledWith: 0, count: count + 1)
    var tabs: [Int] = []
    prefix.withUnsafeMutableBufferPointer { prefix in
      boundary.withUnsafeMutableBufferPointer { boundary in
        for shaped in runs {
          let scale = shaped.run.advanceScale
          let runStart = shaped.run.range.lowerBound
          for glyph in shaped.glyphs {
            let cluster = glyph.cluster
            prefix[cluster + 1] += Double(glyph.xAdvance) * scale
            boundary[cluster] |= glyph.unsafeToBreak && cluster != runStart ? 3 : 1
          }
          let tracking = shaped.run.spacing
          if tracking != 0 {
            let cursive = shaped.run.leavesOutCursiveLetters
            let afterCursiveLetter = shaped.run.spacingAfterCursiveLetter
            for offset in shaped.run.range
            where Self.takesSpacing(at: offset, text: text, graphemeStarts: graphemeStarts) {
              prefix[offset + 1] +=
                cursive && CursiveScripts.containsCharacter(at: offset, of: text) ? afterCursiveLetter : tracking
            }
          }
        }
        // Both ends are safe: the start has no glyph before it (and a first
        // cluster HarfBuzz never marks), the end no glyph after it.
        boundary[0] |= 1
        boundary[count] = 1
      }
      text.withUnsafeBufferPointer { text in
        for offset in 0..<count {
          if text[offset] == 0x09 {
            prefix[offset + 1] = 0
            tabs.append(offset)
          }
          prefix[offset + 1] += prefix[offset]
        }
      }
    }
    advancePrefix = prefix
    safeBoundary = SafeBoundaries(flags: boundary)
    tabOffsets = tabs
    hasHangingSpacing = runs.contains { $0.run.style.hangingSpacing != 0 }
    self.hasSoftHyphens = hasSoftHyphens
    hasInlineBoxes = runs.contains { $0.run.style.inlineBox != nil }
  }

  var count: Int { text.count }

  /// `end` moved back over hanging whitespace, not before `start`.
  func trimmedEnd(from start: Int, to end: Int) -> Int {
    var end = end
    while end > start && CharacterClass.isHangingWhitespace(text[end - 1]) { end -= 1 }
    return end
  }

  /// Whether a line that ends at `end` breaks at a soft hyphen (and so shows a hyphen).
  @inline(__always)
  func breaksAtSoftHyphen(_ end: Int) -> Bool {
    hasSoftHyphens && end > 0 && end < count && text[end - 1] == 0xAD
  }

  /// Whether kern or tracking follows the grapheme cluster that starts at
  /// `offset`: false inside a cluster and after an invisible format
  /// character (``CharacterClass/isInvisibleFormat(_:)``).
  func takesSpacing(at offset: Int) -> Bool {
    Self.takesSpacing(at: offset, text: text, graphemeStarts: graphemeStarts)
  }

  private static func takesSpacing(at offset: Int, text: ParagraphText, graphemeStarts: GraphemeStarts) -> Bool {
    graphemeStarts[offset] && !CharacterClass.isInvisibleFormat(text[offset])
  }

  /// Whether the grapheme cluster that starts at `offset` of `run` leaves
  /// out the run's letter spacing: a letter of a cursive script
  /// (``TextRun/spacingAfterCursiveLetter`` follows it instead).
  func isCursiveLetter(at offset: Int, in run: TextRun) -> Bool {
    run.leavesOutCursiveLetters && CursiveScripts.containsCharacter(at: offset, of: text)
  }

  /// Whether the code unit at `offset` is a soft hyphen (U+00AD).
  @inline(__always)
  func isSoftHyphen(at offset: Int) -> Bool {
    hasSoftHyphens && offset < count && text[offset] == 0xAD
  }

  /// The first tab stop after `x`; `x` itself when the interval is not
  /// positive, or so small that no stop after `x` can be told from it
  /// (`x / tabInterval` overflows, or adding one interval leaves it as it is).
  func nextTabStop(after x: Double) -> Double {
    guard tabInterval > 0 else { return x }
    let stop = ((x / tabInterval).rounded(.down) + 1) * tabInterval
    return stop.isFinite && stop > x ? stop : x
  }

  /// The index of the run holding `offset` (the last run for the end).
  ///
  /// - Complexity: O(log r) for r runs.
  func runIndex(containing offset: Int) -> Int {
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if runs[mid].run.range.lowerBound <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The indices of the runs that overlap `range` (non-empty).
  ///
  /// - Complexity: O(log r + k) for the k runs returned.
  func runIndices(overlapping range: Range<Int>) -> Range<Int> {
    guard !runs.isEmpty, !range.isEmpty else { return 0..<0 }
    let first = runIndex(containing: range.lowerBound)
    var end = first
    while end < runs.count && runs[end].run.range.lowerBound < range.upperBound { end += 1 }
    return first..<max(end, first)
  }

  /// The memory the paragraph takes, in bytes (for the cache's budget).
  var byteCount: Int {
    let arrays =
      text.byteCount + graphemeStarts.byteCount + opportunities.capacity * MemoryLayout<BreakOpportunity>.stride
      + bidi.byteCount + advancePrefix.capacity * 8 + safeBoundary.byteCount + tabOffsets.capacity * 8
      + runs.capacity * MemoryLayout<ShapedRun>.stride
    return 256 + arrays + runs.reduce(0) { $0 + $1.byteCount }
  }
}

/// Where a paragraph can be broken without changing its shaping: before a
/// cluster start that HarfBuzz did not flag `UNSAFE_TO_BREAK`, and at both
/// ends. `self[i]` for `i` in `0...count`.
struct SafeBoundaries: Sendable {
  /// Per offset, bits: 1 a cluster starts there, 2 HarfBuzz flagged it
  /// unsafe; safe is exactly 1.
  let flags: [UInt8]

  /// Whether the text can be broken before `offset` without reshaping.
  subscript(offset: Int) -> Bool { flags[offset] == 1 }

  /// The memory the flags take, in bytes.
  var byteCount: Int { flags.capacity }
}
