import CHarfBuzz

/// What decides how HarfBuzz shapes a run with a given face, besides its
/// text: script, direction, language, and whether kerning, standard
/// ligatures and tabular digits are on.
struct ShapingPlan: Hashable, Sendable {
  var script: UInt32
  var direction: UInt32
  var language: String?
  /// The run style's feature settings as one number (``RunStyle/featureBits``),
  /// compared and hashed at once.
  let featureBits: Int

  init(_ run: TextRun) {
    script = run.script.rawValue
    direction = run.direction.rawValue
    language = run.language
    featureBits = run.style.featureBits | (run.font.hasTrackingTable ? Self.engineTracksBit : 0)
  }

  /// Set for a face with a `trak` table, whose tracking the engine applies
  /// itself (``TrackingTable``).
  private static let engineTracksBit = 8

  var kerning: Bool { featureBits & 1 == 0 }
  var ligatures: Bool { featureBits & 2 == 0 }
  var tabularDigits: Bool { featureBits & 4 != 0 }
  var harfBuzzTracking: Bool { featureBits & Self.engineTracksBit == 0 }

  /// The features the plan is made and executed with: none but HarfBuzz's
  /// defaults, `kern` off when asked, `liga` and `clig` off without
  /// standard ligatures (see ``Ligatures/essential``), `tnum` on for
  /// tabular digits, and `trak` off where the engine tracks (HarfBuzz 10.3
  /// and later apply a `trak` table at 12 pt when given no size).
  var features: [hb_feature_t] {
    if featureBits == 0 { return [] }
    var features: [hb_feature_t] = []
    if !kerning { features.append(Self.feature("kern", 0)) }
    if !ligatures { features += [Self.feature("liga", 0), Self.feature("clig", 0)] }
    if tabularDigits { features.append(Self.feature("tnum", 1)) }
    if !harfBuzzTracking { features.append(Self.feature("trak", 0)) }
    return features
  }

  /// The feature `tag` set to `value` over the whole buffer.
  private static func feature(_ tag: StaticString, _ value: UInt32) -> hb_feature_t {
    hb_feature_t(tag: .harfBuzzTag(tag), value: value, start: 0, end: UInt32.max)
  }
}
