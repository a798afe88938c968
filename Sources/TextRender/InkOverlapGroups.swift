/// Splits a run's glyphs, in drawing order, into consecutive groups such
/// that no glyph's ink box meets the ink box of a glyph in another group.
///
/// Cairo composites the glyphs of one `cairo_show_glyphs` call whose boxes
/// overlap through one mask (their coverages added, then the colour laid
/// over the canvas once), and glyphs that do not overlap one by one. Drawing
/// each group with a call of its own therefore gives the same pixels as
/// one call for all the glyphs: a pixel two glyphs cover is drawn by one
/// call, and every other pixel by one glyph. The boxes only need to hold
/// every pixel a glyph can touch; larger boxes merge more glyphs into one
/// group, never change pixels.
///
/// A glyph with no ink (a space) draws no pixel and joins the group before
/// it. Glyphs of a line go left to right, so each new box is usually
/// compared with the last group only.
struct InkOverlapGroups {
  /// A glyph's ink box in device pixels, edges included.
  struct Box: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The smallest box holding both.
    func union(_ other: Box) -> Box {
      Box(
        minX: min(minX, other.minX), minY: min(minY, other.minY),
        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether the boxes share a point.
    func meets(_ other: Box) -> Bool {
      minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
  }

  /// The groups, as ranges of glyph indices, in order; together they cover
  /// every index once.
  private(set) var ranges: [Range<Int>] = []
  /// The union of each group's boxes (nil for a group without ink).
  private(set) var boxes: [Box?] = []
  /// The union of the boxes of each group and of all groups before it.
  private var boxesSoFar: [Box?] = []

  /// The groups of the glyphs whose ink boxes are `boxes`, in order (nil for
  /// a glyph with no ink).
  init(_ boxes: [Box?]) {
    ranges.reserveCapacity(boxes.count)
    self.boxes.reserveCapacity(boxes.count)
    boxesSoFar.reserveCapacity(boxes.count)
    for (index, box) in boxes.enumerated() { append(index, box: box) }
  }

  /// Adds glyph `index`, the next one, with its ink box.
  private mutating func append(_ index: Int, box: Box?) {
    guard let box else {
      if let last = ranges.indices.last {
        ranges[last] = ranges[last].lowerBound..<index + 1
      } else {
        start(index, box: nil)
      }
      return
    }
    guard let first = firstGroup(meeting: box) else {
      start(index, box: box)
      return
    }
    // The glyph and every group from the first it meets become one group.
    let merged = boxes[first...].reduce(box) { union, group in group.map(union.union) ?? union }
    let lowerBound = ranges[first].lowerBound
    ranges.removeSubrange(first...)
    boxes.removeSubrange(first...)
    boxesSoFar.removeSubrange(first...)
    ranges.append(lowerBound..<index + 1)
    append(merged)
  }

  /// Starts a group with glyph `index`.
  private mutating func start(_ index: Int, box: Box?) {
    ranges.append(index..<index + 1)
    append(box)
  }

  /// Records the box of the group just appended to ``ranges``.
  private mutating func append(_ box: Box?) {
    let before = boxesSoFar.last ?? nil
    boxes.append(box)
    boxesSoFar.append(box.map { box in before.map(box.union) ?? box } ?? before)
  }

  /// The first group whose ink meets `box`: going back from the last group,
  /// until the groups before the one reached cannot meet it.
  private func firstGroup(meeting box: Box) -> Int? {
    var first: Int?
    for group in ranges.indices.reversed() {
      guard let soFar = boxesSoFar[group], soFar.meets(box) else { break }
      if let own = boxes[group], own.meets(box) { first = group }
    }
    return first
  }
}
