import CHarfBuzz

/// The glyphs HarfBuzz produced for a ``TextRun``, in visual order, with
/// advances and offsets in font units (exact integers at scale = units per em).
struct ShapedRun: Sendable {
  /// The run that was shaped.
  var run: TextRun
  var glyphIDs: [UInt32]
  /// The UTF-16 offset (in the paragraph) of the cluster each glyph belongs to.
  var clusters: [Int]
  var xAdvances: [Int32]
  var xOffsets: [Int32]
  var yOffsets: [Int32]
  /// HarfBuzz's `UNSAFE_TO_BREAK` flag per glyph: breaking the text at this
  /// glyph's cluster changes the shaping on either side.
  var unsafeToBreak: [Bool]

  /// A run of `run` with no glyphs yet.
  init(run: TextRun) {
    self.init(
      run: run, glyphIDs: [], clusters: [], xAdvances: [], xOffsets: [], yOffsets: [], unsafeToBreak: [])
  }

  init(
    run: TextRun, glyphIDs: [UInt32], clusters: [Int], xAdvances: [Int32], xOffsets: [Int32], yOffsets: [Int32],
    unsafeToBreak: [Bool]
  ) {
    self.run = run
    self.glyphIDs = glyphIDs
    self.clusters = clusters
    self.xAdvances = xAdvances
    self.xOffsets = xOffsets
    self.yOffsets = yOffsets
    self.unsafeToBreak = unsafeToBreak
  }

  /// Appends the glyphs of `other`, shaped alone, moving its clusters by
  /// `clusterOffset` into this run's text.
  mutating func append(_ other: ShapedRun, clusterOffset: Int) {
    glyphIDs += other.glyphIDs
    clusters += other.clusters.map { $0 + clusterOffset }
    xAdvances += other.xAdvances
    xOffsets += other.xOffsets
    yOffsets += other.yOffsets
    unsafeToBreak += other.unsafeToBreak
  }

  /// The glyphs whose clusters lie in `range` (a part of the run).
  ///
  /// Clusters are monotone (ascending left to right, descending right to
  /// left), so those glyphs are contiguous: found by binary search.
  /// - Complexity: O(log n + k) for k glyphs kept.
  func slice(_ range: Range<Int>) -> ShapedRun {
    let ascending = clusters.first ?? 0 <= clusters.last ?? 0
    let lower = firstIndex { ascending ? $0 >= range.lowerBound : $0 < range.upperBound }
    let upper = firstIndex { ascending ? $0 >= range.upperBound : $0 < range.lowerBound }
    let kept = lower..<max(lower, upper)
    var slice = self
    slice.run.range = range
    slice.glyphIDs = Array(glyphIDs[kept])
    slice.clusters = Array(clusters[kept])
    slice.xAdvances = Array(xAdvances[kept])
    slice.xOffsets = Array(xOffsets[kept])
    slice.yOffsets = Array(yOffsets[kept])
    slice.unsafeToBreak = Array(unsafeToBreak[kept])
    return slice
  }

  /// The first glyph index whose cluster satisfies `isPast` (which must be
  /// false then true along the glyphs), or the glyph count.
  private func firstIndex(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = clusters.count
    while low < high {
      let mid = (low + high) / 2
      if isPast(clusters[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The run's advance in points, tracking excluded.
  var advance: Double {
    Double(xAdvances.reduce(0) { $0 + Int($1) }) * run.font.glyphScale
  }
}
