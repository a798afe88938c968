extension TextDecoration: Codable {
  private enum CodingKeys: String, CodingKey {
    case foregroundColor = "foreground_color"
    case backgroundColor = "background_color"
    case underline, strikethrough
  }

  /// Decodes the decoration's fields; a missing field is none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      foregroundColor: try container.decodeIfPresent(RGBAColor.self, forKey: .foregroundColor),
      backgroundColor: try container.decodeIfPresent(RGBAColor.self, forKey: .backgroundColor),
      underline: try container.decodeIfPresent(Line.self, forKey: .underline),
      strikethrough: try container.decodeIfPresent(Line.self, forKey: .strikethrough))
  }

  /// Encodes the fields that are set (`{}` for ``none``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(foregroundColor, forKey: .foregroundColor)
    try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    try container.encodeIfPresent(underline, forKey: .underline)
    try container.encodeIfPresent(strikethrough, forKey: .strikethrough)
  }
}

extension TextDecoration.Line: Codable {
  private enum CodingKeys: String, CodingKey { case style, color }

  /// Decodes `{"style", "color"?}`; without a colour the text's is used.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      style: try container.decode(Style.self, forKey: .style),
      color: try container.decodeIfPresent(RGBAColor.self, forKey: .color))
  }

  /// Encodes `{"style", "color"?}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style, forKey: .style)
    try container.encodeIfPresent(color, forKey: .color)
  }
}
