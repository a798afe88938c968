internal import _TextMeasureSupport

/// Where the shaping of a line edge is filed in the ``TextCache``: the
/// face, the shaping plan, whether the run's characters stand for an inline
/// box (their glyphs then draw nothing and take no room), and the edge's
/// text with the characters around it that HarfBuzz reads as context.
///
/// HarfBuzz reads at most 5 code points of context on either side of what
/// it shapes (`HB_BUFFER_CONTEXT_LENGTH`), so the edge shaped within its
/// window of ``contextUnits`` UTF-16 units either side gives the same
/// glyphs as within its whole paragraph. Glyph advances are in font units:
/// one entry serves every size of the face.
struct ShapedEdgeKey: Sendable, Equatable {
  /// The context kept on either side: 10 UTF-16 units hold 5 code points.
  static let contextUnits = 10

  let face: FontFace.Identity
  let plan: ShapingPlan
  /// Whether the run is an inline box's (``RunStyle/inlineBox``).
  let isInlineBox: Bool
  /// The edge and its context.
  let window: [UInt16]
  /// The edge's range in ``window``.
  let range: Range<Int>
  let hash: Int

  /// The key of `window` (with `range` the edge in it) shaped with `plan`
  /// and `face`, in an inline box's run or not.
  init(
    face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, window: UnsafeBufferPointer<UInt16>,
    range: Range<Int>
  ) {
    self.face = face
    self.plan = plan
    self.isInlineBox = isInlineBox
    self.window = Array(window)
    self.range = range
    hash = Self.hash(face: face, plan: plan, isInlineBox: isInlineBox, window: window, range: range)
  }

  /// The hash of the key these would make, without making it.
  static func hash(
    face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, window: UnsafeBufferPointer<UInt16>,
    range: Range<Int>
  ) -> Int {
    var mixer = CacheHashMixer(UnsafeRawBufferPointer(window).codeUnitHash)
    mixer.combine(face: face, plan: plan, isInlineBox: isInlineBox)
    mixer.combine(range.lowerBound)
    mixer.combine(range.upperBound)
    return mixer.value
  }

  /// Whether this is the key of `window`, `range`, `plan`, `face` and
  /// `isInlineBox`, compared in place.
  func matches(
    face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, window: UnsafeBufferPointer<UInt16>,
    range: Range<Int>
  ) -> Bool {
    self.range == range && self.isInlineBox == isInlineBox && self.plan == plan && self.face == face
      && self.window.withUnsafeBytes { $0.hasSameBytes(as: UnsafeRawBufferPointer(window)) }
  }

  /// The memory the key takes, in bytes (for the cache's budget).
  var byteCount: Int { 96 + window.capacity * 2 + face.source.byteCount }
}
