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

  /// The features the plan is made and executed with (only `kern` off, when asked).
  var features: [hb_feature_t] {
    kerning ? [] : [hb_feature_t(tag: .harfBuzzTag("kern"), value: 0, start: 0, end: UInt32.max)]
  }
}
