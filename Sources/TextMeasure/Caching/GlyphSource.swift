internal import _TextMeasureSupport

/// What the glyphs of a word or line edge filed in the ``TextCache`` were
/// shaped with: the face, the shaping plan and whether the run's characters
/// stand for an inline box (their glyphs then draw nothing and take no
/// room), with their part of a key's hash mixed once.
///
/// Made once per shaping plan and kind of run
/// (``ShapingPlans/Entry/glyphSource(isInlineBox:)``) and held by reference,
/// so that a key of the cache is a pointer, its text and its hash, and each
/// word of a run mixes only its own units. Compared by content: a plan made
/// again (after the plans' cache let it go) makes an equal source.
final class GlyphSource: Sendable, Equatable {
  let face: FontFace.Identity
  let plan: ShapingPlan
  /// Whether the run is an inline box's (``RunStyle/inlineBox``).
  let isInlineBox: Bool
  /// The three mixed into a hash that starts from 0.
  private let mixed: CacheHashMixer

  init(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool) {
    self.face = face
    self.plan = plan
    self.isInlineBox = isInlineBox
    var mixer = CacheHashMixer(0)
    mixer.combine(face.hash)
    mixer.combine(isInlineBox ? 1 : 0)
    mixer.combine(Int(plan.script))
    mixer.combine(Int(plan.direction))
    mixer.combine(plan.featureBits)
    mixer.combine(plan.language?.codeUnitHash ?? 0)
    mixed = mixer
  }

  /// A mixer starting from `seed` (a text's hash) with this source mixed
  /// in, for keys that mix more.
  func mixer(seed: Int) -> CacheHashMixer {
    CacheHashMixer(seed, mixing: mixed)
  }

  /// The hash of a key made of `seed` (a text's hash) and this source.
  func hash(seed: Int) -> Int {
    mixer(seed: seed).value
  }

  static func == (lhs: GlyphSource, rhs: GlyphSource) -> Bool {
    lhs === rhs || (lhs.isInlineBox == rhs.isInlineBox && lhs.plan == rhs.plan && lhs.face == rhs.face)
  }
}
