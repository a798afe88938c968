import CHarfBuzz

/// One glyph HarfBuzz placed, in font units (exact integers at scale = units per em).
struct ShapedGlyph: Sendable, Hashable {
  var id: UInt32
  private var storedCluster: Int32
  var xAdvance: Int32
  var xOffset: Int32
  var yOffset: Int32
  /// HarfBuzz's `UNSAFE_TO_BREAK` flag: breaking the text at this glyph's
  /// cluster changes the shaping on either side.
  var unsafeToBreak: Bool

  init(id: UInt32, cluster: Int, xAdvance: Int32, xOffset: Int32, yOffset: Int32, unsafeToBreak: Bool) {
    self.id = id
    storedCluster = Int32(truncatingIfNeeded: cluster)
    self.xAdvance = xAdvance
    self.xOffset = xOffset
    self.yOffset = yOffset
    self.unsafeToBreak = unsafeToBreak
  }

  /// The UTF-16 offset (in the paragraph) of the cluster the glyph belongs to.
  var cluster: Int {
    get { Int(storedCluster) }
    set { storedCluster = Int32(truncatingIfNeeded: newValue) }
  }

  /// A placeholder: glyph 0 of cluster 0, taking no room.
  static let none = ShapedGlyph(id: 0, cluster: 0, xAdvance: 0, xOffset: 0, yOffset: 0, unsafeToBreak: false)

  /// The same glyph with its cluster `distance` units further on.
  func movedBy(_ distance: Int) -> ShapedGlyph {
    var moved = self
    moved.cluster += distance
    return moved
  }
}

/// The glyphs HarfBuzz produced for a ``TextRun``, in visual order: one
/// array of ``ShapedGlyph``s, so that copying and slicing a run moves one
/// buffer.
struct ShapedRun: Sendable {
  /// The run that was shaped.
  var run: TextRun
  var glyphs: [ShapedGlyph]

  /// A run of `run` with `glyphs`.
  init(run: TextRun, glyphs: [ShapedGlyph] = []) {
    self.run = run
    self.glyphs = glyphs
  }

  /// The glyphs whose clusters lie in `range` (a part of the run).
  ///
  /// Clusters are monotone (ascending left to right, descending right to
  /// left), so those glyphs are contiguous: found by binary search.
  /// - Complexity: O(log n + k) for k glyphs kept.
  func slice(_ range: Range<Int>) -> ShapedRun {
    var slice = ShapedRun(run: run, glyphs: Array(glyphs[glyphIndices(in: range)]))
    slice.run.range = range
    return slice
  }

  /// Whether ``slice(_:)`` of `range` has glyphs, without making it: for
  /// a range from the run's start or to its end (a line's part of most
  /// runs), one comparison with the lowest or highest cluster.
  func hasGlyphs(in range: Range<Int>) -> Bool {
    guard let first = glyphs.first?.cluster, let last = glyphs.last?.cluster else { return false }
    if range.lowerBound <= run.range.lowerBound { return min(first, last) < range.upperBound }
    if range.upperBound >= run.range.upperBound { return max(first, last) >= range.lowerBound }
    return !glyphIndices(in: range).isEmpty
  }

  /// The indices of the glyphs whose clusters lie in `range`.
  private func glyphIndices(in range: Range<Int>) -> Range<Int> {
    let ascending = glyphs.first?.cluster ?? 0 <= glyphs.last?.cluster ?? 0
    let lower = firstIndex { ascending ? $0 >= range.lowerBound : $0 < range.upperBound }
    let upper = firstIndex { ascending ? $0 >= range.upperBound : $0 < range.lowerBound }
    return lower..<max(lower, upper)
  }

  /// The first glyph index whose cluster satisfies `isPast` (which must be
  /// false then true along the glyphs), or the glyph count.
  private func firstIndex(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = glyphs.count
    while low < high {
      let mid = (low + high) / 2
      if isPast(glyphs[mid].cluster) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The run's advance in points (expansion included), tracking excluded.
  var advance: Double {
    Double(glyphs.reduce(0) { $0 + Int($1.xAdvance) }) * run.advanceScale
  }

  /// The memory the glyphs take, in bytes (for the cache's budget).
  var byteCount: Int { glyphs.capacity * MemoryLayout<ShapedGlyph>.stride + 64 }
}
