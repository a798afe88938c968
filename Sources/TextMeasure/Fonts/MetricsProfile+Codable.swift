extension MetricsProfile: Codable {
  private enum CodingKeys: String, CodingKey {
    case faces
    case colorEmoji = "color_emoji"
    case colorEmojiAdvance = "color_emoji_advance"
  }

  /// Decodes `{"faces": {PostScript name: override}, "color_emoji"?, "color_emoji_advance"?}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      faces: try container.decode([String: FontMetricsOverride].self, forKey: .faces),
      colorEmoji: try container.decodeIfPresent(FontMetricsOverride.self, forKey: .colorEmoji),
      colorEmojiAdvance: try container.decodeIfPresent(Double.self, forKey: .colorEmojiAdvance))
  }

  /// Encodes the profile (``fontTables`` is `{"faces": {}}`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(faces, forKey: .faces)
    try container.encodeIfPresent(colorEmoji, forKey: .colorEmoji)
    try container.encodeIfPresent(colorEmojiAdvance, forKey: .colorEmojiAdvance)
  }
}

extension FontMetricsOverride: Codable {
  private enum CodingKeys: String, CodingKey {
    case ascender, descender, leading
    case glyphScale = "glyph_scale"
  }

  /// Decodes `{"ascender"?, "descender"?, "leading"?, "glyph_scale"}` (in ems; `glyph_scale` a factor).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      ascender: try container.decodeIfPresent(Double.self, forKey: .ascender),
      descender: try container.decodeIfPresent(Double.self, forKey: .descender),
      leading: try container.decodeIfPresent(Double.self, forKey: .leading),
      glyphScale: try container.decode(Double.self, forKey: .glyphScale))
  }

  /// Encodes the overrides that are set, and the glyph scale.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(ascender, forKey: .ascender)
    try container.encodeIfPresent(descender, forKey: .descender)
    try container.encodeIfPresent(leading, forKey: .leading)
    try container.encode(glyphScale, forKey: .glyphScale)
  }
}
