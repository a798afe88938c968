/// The shaping of line edges: a range HarfBuzz marked unsafe to break at is
/// shaped again on its own, within its paragraph. The glyphs are filed in
/// the engine's cache (``ShapedEdgeKey``), so laying out a shaped text again
/// at another width shapes each edge once.
extension Shaper {
  /// The advance of `range` (a part of `run`) shaped on its own in the
  /// paragraph `text`, in points (expansion included), tracking excluded.
  func edgeAdvance(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> Double {
    let units = cachedEdge(run, range: range, in: text) { glyphs, _ in glyphs.reduce(0) { $0 + Int($1.xAdvance) } }
    return Double(units) * run.advanceScale
  }

  /// The glyphs of `range` (a part of `run`) shaped on its own in the
  /// paragraph `text`: `shape(run, range: range, in: text)`, from the cache
  /// when the edge was shaped before.
  func shapeEdge(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> ShapedRun {
    var edge = run
    edge.range = range
    let glyphs = cachedEdge(run, range: range, in: text) { glyphs, windowStart in
      glyphs.map { $0.movedBy(windowStart) }
    }
    return ShapedRun(run: edge, glyphs: glyphs)
  }

  /// What `read` makes of the edge's glyphs (clusters counted from the
  /// window's start, which it is given), found in the cache or shaped and
  /// filed.
  private func cachedEdge<Result>(
    _ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>,
    _ read: ([ShapedGlyph], Int) -> Result
  ) -> Result {
    let cache = workspace.cache
    let context = ShapedEdgeKey.contextUnits
    let window = max(0, range.lowerBound - context)..<min(text.count, range.upperBound + context)
    guard cache.isEnabled else {
      return read(shape(run, range: range, in: text).glyphs.map { $0.movedBy(-window.lowerBound) }, window.lowerBound)
    }
    let windowText = UnsafeBufferPointer(rebasing: text[window])
    let local = (range.lowerBound - window.lowerBound)..<(range.upperBound - window.lowerBound)
    // An inline box's glyphs take no room (``shape(_:range:in:)``): its
    // edges are filed apart from the same characters' shaped as text.
    let plan = workspace.plan(for: ShapingPlan(run), face: run.font.face)
    let source = plan.glyphSource(isInlineBox: run.style.inlineBox != nil)
    let hash = ShapedEdgeKey.hash(source: source, window: windowText, range: local)
    let found = cache.read(
      hash: hash, for: .edge, where: { $0.isEdge(source: source, window: windowText, range: local) },
      { entry -> Result? in
        guard case .glyphs(let glyphs) = entry.content else { return nil }
        return read(glyphs, window.lowerBound)
      })
    if let found { return found }
    let glyphs = shape(run, range: range, in: text, plan: plan).glyphs.map { $0.movedBy(-window.lowerBound) }
    cache.store(
      .glyphs(glyphs),
      for: TextCacheKey(edge: ShapedEdgeKey(source: source, window: windowText, range: local)))
    return read(glyphs, window.lowerBound)
  }
}
