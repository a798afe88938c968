internal import _TextMeasureSupport

/// Where the shaping of a word is filed in the ``TextCache``: the face, the
/// shaping plan, whether the run's characters stand for an inline box, and
/// the word's UTF-16 units with its trailing spaces.
///
/// No context is part of the key, because none can change the glyphs of a
/// word the shaper files (`Shaper+Words.swift`): one that starts the
/// paragraph or follows a space, and ends the paragraph or with a space,
/// in a run the face and plan let be split into words (``WordBoundaries``).
/// - Lookups see only the glyphs in HarfBuzz's buffer (one run), and none
///   matches across a space in such a run.
/// - HarfBuzz reads the characters around the buffer (its pre- and
///   post-context) only to choose Arabic-style joining forms, and a space
///   neither joins nor lets joining through: a space or nothing before the
///   word leaves the word's first letter in the same state, and what comes
///   after its trailing space cannot change the space's form. (Marks that
///   follow a space join its grapheme cluster, and the shaper never splits
///   a cluster: the word then starts later.)
/// Glyph advances are in font units: one entry serves every size of the face.
struct ShapedWordKey: Sendable, Equatable {
  let face: FontFace.Identity
  let plan: ShapingPlan
  /// Whether the run is an inline box's (``RunStyle/inlineBox``).
  let isInlineBox: Bool
  /// The word and its trailing spaces.
  let units: [UInt16]
  let hash: Int

  /// The key of the word `units` shaped with `plan` and `face`, in an
  /// inline box's run or not.
  init(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, units: UnsafeBufferPointer<UInt16>) {
    self.face = face
    self.plan = plan
    self.isInlineBox = isInlineBox
    self.units = Array(units)
    hash = Self.hash(face: face, plan: plan, isInlineBox: isInlineBox, units: units)
  }

  /// The hash of the key these would make, without making it.
  static func hash(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, units: UnsafeBufferPointer<UInt16>)
    -> Int
  {
    var mixer = CacheHashMixer(UnsafeRawBufferPointer(units).codeUnitHash)
    mixer.combine(face: face, plan: plan, isInlineBox: isInlineBox)
    return mixer.value
  }

  /// Whether this is the key of `units`, `plan`, `face` and `isInlineBox`,
  /// compared in place.
  func matches(face: FontFace.Identity, plan: ShapingPlan, isInlineBox: Bool, units: UnsafeBufferPointer<UInt16>)
    -> Bool
  {
    self.units.count == units.count && self.isInlineBox == isInlineBox && self.plan == plan && self.face == face
      && self.units.withUnsafeBytes { $0.hasSameBytes(as: UnsafeRawBufferPointer(units)) }
  }

  /// The memory the key takes, in bytes (for the cache's budget).
  var byteCount: Int { 96 + units.capacity * 2 + face.source.byteCount }
}
