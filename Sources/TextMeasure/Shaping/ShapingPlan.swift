import CHarfBuzz

/// What decides how HarfBuzz shapes a run with a given face, besides its
/// text: script, direction, language and whether kerning is on.
struct ShapingPlan: Hashable, Sendable {
  var script: UInt32
  var direction: UInt32
  var language: String?
  var kerning: Bool

  init(_ run: TextRun) {
    script = run.script.rawValue
    direction = run.direction.rawValue
    language = run.language
    kerning = run.kern != 0
  }

  /// The features the plan passes to `hb_shape` (only `kern` off, when asked).
  var features: [hb_feature_t] {
    kerning ? [] : [hb_feature_t(tag: .harfBuzzTag("kern"), value: 0, start: 0, end: UInt32.max)]
  }

  /// Whether HarfBuzz shapes the script with its default shaper, which reads
  /// no characters outside the buffer (the joining and reordering shapers of
  /// Arabic, Indic, Hangul, Thai and others do).
  var usesDefaultShaper: Bool {
    let scripts: [hb_script_t] = [
      HB_SCRIPT_LATIN, HB_SCRIPT_GREEK, HB_SCRIPT_CYRILLIC, HB_SCRIPT_ARMENIAN, HB_SCRIPT_GEORGIAN, HB_SCRIPT_HAN,
      HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_BOPOMOFO, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED,
    ]
    return scripts.contains { $0.rawValue == script }
  }
}
