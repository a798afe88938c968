internal import _TextMeasureSupport

extension CacheHashMixer {
  /// Mixes in what glyphs filed in the cache were shaped with: the face,
  /// the shaping plan, and whether the run stands for an inline box.
  mutating func combine(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool) {
    combine(face.hash)
    combine(isInlineBox ? 1 : 0)
    combine(Int(plan.script))
    combine(Int(plan.direction))
    combine(plan.featureBits)
    combine(plan.language?.codeUnitHash ?? 0)
  }
}
