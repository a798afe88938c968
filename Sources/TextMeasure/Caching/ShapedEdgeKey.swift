internal import _TextMeasureSupport

/// Where the shaping of a line edge is filed in the ``TextCache``: what it
/// was shaped with (``GlyphSource``: the face, the shaping plan, whether the
/// run's characters stand for an inline box) and the edge's text with the
/// characters around it that HarfBuzz reads as context.
///
/// HarfBuzz reads at most 5 code points of context on either side of what
/// it shapes (`HB_BUFFER_CONTEXT_LENGTH`), so the edge shaped within its
/// window of ``contextUnits`` UTF-16 units either side gives the same
/// glyphs as within its whole paragraph. Glyph advances are in font units:
/// one entry serves every size of the face.
struct ShapedEdgeKey: Sendable, Equatable {
  /// The context kept on either side: 10 UTF-16 units hold 5 code points.
  static let contextUnits = 10

  /// The face, plan and inline-box flag the edge was shaped with.
  let source: GlyphSource
  /// The edge and its context.
  let window: [UInt16]
  /// The edge's range in ``window``.
  let range: Range<Int>
  let hash: Int

  /// The key of `window` (with `range` the edge in it) shaped as `source` says.
  init(source: GlyphSource, window: UnsafeBufferPointer<UInt16>, range: Range<Int>) {
    self.source = source
    self.window = Array(window)
    self.range = range
    hash = Self.hash(source: source, window: window, range: range)
  }

  /// The hash of the key these would make, without making it.
  static func hash(source: GlyphSource, window: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> Int {
    var mixer = source.mixer(seed: UnsafeRawBufferPointer(window).codeUnitHash)
    mixer.combine(range.lowerBound)
    mixer.combine(range.upperBound)
    return mixer.value
  }

  /// Whether this is the key of `window` and `range` shaped as `source`
  /// says, compared in place.
  func matches(source: GlyphSource, window: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> Bool {
    self.range == range && self.source == source
      && self.window.withUnsafeBytes { $0.hasSameBytes(as: UnsafeRawBufferPointer(window)) }
  }

  /// The memory the key's window takes, in bytes (for the cache's budget):
  /// its array's 32-byte header and its units. The key itself lies in the
  /// cache's arrays (``TextCache/bytesPerEntry``), its source with the plan.
  var byteCount: Int { 32 + window.capacity * 2 }
}
