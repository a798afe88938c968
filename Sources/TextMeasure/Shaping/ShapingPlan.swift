import CHarfBuzz

/// What decides how HarfBuzz shapes a run with a given face, besides its
/// text: script, direction, language, and whether kerning and standard
/// ligatures are on.
struct ShapingPlan: Hashable, Sendable {
  var script: UInt32
  var direction: UInt32
  var language: String?
  var kerning: Bool
  var ligatures: Bool

  init(_ run: TextRun) {
    script = run.script.rawValue
    direction = run.direction.rawValue
    language = run.language
    kerning = run.style.usesKerning
    ligatures = run.style.usesLigatures
  }

  /// The kerning and ligature settings as one number, for hashing.
  var featureBits: Int { (kerning ? 1 : 0) | (ligatures ? 0 : 2) }

  /// The features the plan is made and executed with: none but HarfBuzz's
  /// defaults, `kern` off when asked, and `liga` and `clig` off without
  /// standard ligatures (see ``Ligatures/essential``).
  var features: [hb_feature_t] {
    if kerning && ligatures { return [] }
    var features: [hb_feature_t] = []
    if !kerning { features.append(Self.off("kern")) }
    if !ligatures { features += [Self.off("liga"), Self.off("clig")] }
    return features
  }

  /// The feature `tag` turned off over the whole buffer.
  private static func off(_ tag: StaticString) -> hb_feature_t {
    hb_feature_t(tag: .harfBuzzTag(tag), value: 0, start: 0, end: UInt32.max)
  }
}
