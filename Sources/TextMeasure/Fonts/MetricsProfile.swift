/// Metrics that replace a face's own, in ems (multiples of the point size).
///
/// `nil` keeps the face's value. `glyphScale` scales every glyph (advances,
/// offsets and ink) uniformly, e.g. 2048 / 2550 to give Noto Color Emoji's
/// 1.245 em emoji Apple Color Emoji's 1 em advance.
public struct FontMetricsOverride: Sendable, Hashable {
  /// Distance from the baseline to the line's top, positive, in ems.
  public var ascender: Double?
  /// Distance from the baseline to the line's bottom, negative, in ems.
  public var descender: Double?
  /// The line gap, in ems.
  public var leading: Double?
  /// The factor for every glyph's size and advance (1 = as designed).
  public var glyphScale: Double

  /// An override; the defaults change nothing.
  public init(ascender: Double? = nil, descender: Double? = nil, leading: Double? = nil, glyphScale: Double = 1) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.glyphScale = glyphScale
  }
}

/// Which metrics fonts measure with: their own, or overrides that mimic
/// another platform.
///
/// ``fontTables`` (the default) uses every font's own tables.
/// ``iOSParity`` makes colour emoji fonts measure like Apple Color Emoji on
/// iOS: ascent 1.000 em, descent 0.313 em, no line gap, and each emoji
/// 1.000 em wide. On Linux the emoji font is Noto Color Emoji (0.928 /
/// 0.244 em, 1.245 em wide), so without it emoji lines come out 25 % wider
/// and of another height than on the phone. Overrides for named faces (by
/// PostScript name) take precedence over the emoji rule.
///
/// ```swift
/// var profile = MetricsProfile.iOSParity
/// profile.faces["DejaVuSans"] = FontMetricsOverride(leading: 0.1)
/// let layout = try TextMeasurer(metricsProfile: profile).layout("Hi 👋", font: .systemFont(ofSize: 17))
/// ```
public struct MetricsProfile: Sendable, Hashable {
  /// Overrides by PostScript name.
  public var faces: [String: FontMetricsOverride]
  /// The override for fonts with colour glyphs, whose `glyphScale` is derived
  /// from ``colorEmojiAdvance`` for each face.
  public var colorEmoji: FontMetricsOverride?
  /// With ``colorEmoji``: the advance, in ems, every emoji gets (the glyph
  /// of 😀 U+1F600 sets the face's scale). `nil` keeps the face's advances.
  public var colorEmojiAdvance: Double?

  /// A profile with the given overrides.
  public init(
    faces: [String: FontMetricsOverride] = [:], colorEmoji: FontMetricsOverride? = nil,
    colorEmojiAdvance: Double? = nil
  ) {
    self.faces = faces
    self.colorEmoji = colorEmoji
    self.colorEmojiAdvance = colorEmojiAdvance
  }

  /// Every font's own metrics.
  public static let fontTables = MetricsProfile()

  /// Whether this is ``fontTables`` (no override at all), without comparing dictionaries.
  var isFontTables: Bool { faces.isEmpty && colorEmoji == nil && colorEmojiAdvance == nil }

  /// Colour emoji measure as Apple Color Emoji does on iOS (ascent 1.000 em,
  /// descent 0.313 em, line gap 0, advance 1.000 em).
  public static let iOSParity = MetricsProfile(
    colorEmoji: FontMetricsOverride(ascender: 1.0, descender: -0.313, leading: 0), colorEmojiAdvance: 1.0)

  /// The override for `face`, if the profile has one.
  func override(for face: FontFace) -> FontMetricsOverride? {
    if let named = faces[face.postScriptName] { return named }
    guard face.hasColorGlyphs, var emoji = colorEmoji else { return nil }
    if let advance = colorEmojiAdvance, let designed = face.emojiAdvanceInEms, designed > 0 {
      emoji.glyphScale = advance / designed
    }
    return emoji
  }
}
