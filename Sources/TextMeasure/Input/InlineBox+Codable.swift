extension InlineBox: Codable {
  private enum CodingKeys: String, CodingKey { case width, ascent, descent }

  /// Decodes `{"width", "ascent", "descent"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width), ascent: try container.decode(Double.self, forKey: .ascent),
      descent: try container.decode(Double.self, forKey: .descent))
  }

  /// Encodes `{"width", "ascent", "descent"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(ascent, forKey: .ascent)
    try container.encode(descent, forKey: .descent)
  }
}
