import CHarfBuzz
internal import _TextMeasureSupport

/// HarfBuzz's shaping plans, made once per face, script, direction,
/// language, kerning and ligatures, and kept while they are among the ``limit`` used
/// last.
///
/// `hb_shape` would keep them on the face, every one it ever made: a server
/// that shapes text in thousands of languages would grow a list per face
/// that each call scans. Here they are bounded. A plan belongs to one
/// HarfBuzz face object: its entry keeps the ``FontFace`` alive and is found
/// by that object. Thread-safe.
final class ShapingPlans: Sendable {
  /// How many plans are kept.
  static let limit = 256

  /// A plan, the face and settings it was made for, and the language it
  /// was made with.
  final class Entry: @unchecked Sendable {
    let plan: OpaquePointer
    let face: FontFace
    let settings: ShapingPlan
    /// The language the plan was made for (what the buffer must say too).
    let language: hb_language_t?
    /// Where runs shaped with the plan can be split into words whose
    /// glyphs are reused in other texts, or nil for nowhere; found once
    /// when the plan is made.
    let wordBoundaries: WordBoundaries?
    /// What the glyphs shaped with the plan are filed in the cache as: for
    /// a run of text, and for the characters an inline box stands for.
    private let glyphSources: (text: GlyphSource, inlineBox: GlyphSource)

    init(plan: OpaquePointer, face: FontFace, settings: ShapingPlan, language: hb_language_t?) {
      self.plan = plan
      self.face = face
      self.settings = settings
      self.language = language
      wordBoundaries = WordBoundaries(plan: plan, face: face)
      glyphSources = (
        GlyphSource(face: face.identity, plan: settings, isInlineBox: false),
        GlyphSource(face: face.identity, plan: settings, isInlineBox: true)
      )
    }

    /// What the glyphs of a run shaped with the plan are filed in the
    /// cache as, the run standing for an inline box or not.
    func glyphSource(isInlineBox: Bool) -> GlyphSource {
      isInlineBox ? glyphSources.inlineBox : glyphSources.text
    }

    /// Whether this is the plan for `settings` with `face`.
    func isPlan(for settings: ShapingPlan, face: FontFace) -> Bool {
      self.face === face && self.settings == settings
    }

    deinit { hb_shape_plan_destroy(plan) }
  }

  private struct Key: CacheKey, Sendable {
    let face: ObjectIdentifier
    let plan: ShapingPlan
    let cacheHash: Int

    init(face: FontFace, plan: ShapingPlan) {
      self.face = ObjectIdentifier(face)
      self.plan = plan
      var mixer = CacheHashMixer(plan.language?.codeUnitHash ?? 0)
      mixer.combine(Int(bitPattern: self.face))
      mixer.combine(Int(plan.script))
      mixer.combine(Int(plan.direction))
      mixer.combine(plan.featureBits)
      cacheHash = mixer.value
    }
  }

  private let plans = Locked(LeastRecentlyUsedCache<Key, Entry>(costLimit: ShapingPlans.limit))

  /// The plan for `plan` with `face`, made unless it is kept.
  func entry(for plan: ShapingPlan, face: FontFace) -> Entry {
    let key = Key(face: face, plan: plan)
    if let kept = plans.withLock({ $0.value(forKey: key) }) { return kept }
    let language = plan.language.map { hb_language_from_string($0, -1) } ?? nil
    var properties = hb_segment_properties_t()
    properties.direction = hb_direction_t(plan.direction)
    properties.script = hb_script_t(plan.script)
    properties.language = language
    let features = plan.features
    let made = features.withUnsafeBufferPointer {
      hb_shape_plan_create2(face.harfBuzzFace, &properties, $0.baseAddress, UInt32($0.count), nil, 0, nil)!
    }
    let entry = Entry(plan: made, face: face, settings: plan, language: language)
    plans.withLock { _ = $0.insert(entry, forKey: key) }
    return entry
  }

  /// Forgets every plan.
  func removeAll() {
    plans.withLock { $0.removeAll() }
  }
}
