internal import _TextMeasureSupport

/// What the glyphs of a word filed in the ``TextCache`` were shaped with:
/// the face, the shaping plan and whether the run's characters stand for an
/// inline box (their glyphs then draw nothing and take no room), with their
/// part of a key's hash mixed once, so that each word of a run mixes only
/// its own units.
struct GlyphSource: Sendable, Equatable {
  let face: FontFace.Identity
  let plan: ShapingPlan
  /// Whether the run is an inline box's (``RunStyle/inlineBox``).
  let isInlineBox: Bool
  /// The three mixed into a hash that starts from 0.
  let mixed: CacheHashMixer

  init(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool) {
    self.face = face
    self.plan = plan
    self.isInlineBox = isInlineBox
    var mixer = CacheHashMixer(0)
    mixer.combine(face: face, plan: plan, isInlineBox: isInlineBox)
    mixed = mixer
  }

  /// The hash of a key made of `seed` (a text's hash) and this source.
  func hash(seed: Int) -> Int {
    CacheHashMixer(seed, mixing: mixed).value
  }

  static func == (lhs: GlyphSource, rhs: GlyphSource) -> Bool {
    lhs.isInlineBox == rhs.isInlineBox && lhs.plan == rhs.plan && lhs.face == rhs.face
  }
}
