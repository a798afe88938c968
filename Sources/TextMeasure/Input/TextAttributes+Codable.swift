extension TextAttributes: Codable {
  private enum CodingKeys: String, CodingKey {
    case font, kern, tracking
    case baselineOffset = "baseline_offset"
    case expansion, ligatures
    case paragraphStyle = "paragraph_style"
    case language
    case inlineBox = "inline_box"
    case decoration
  }

  /// Decodes the attributes; the optional ones (`kern`, `tracking`,
  /// `ligatures`, `language`, `inline_box`) may be missing.
  ///
  /// - Throws: what decoding the ``Font`` throws, e.g. a ``FontError`` for a file that cannot be opened.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      font: try container.decode(Font.self, forKey: .font),
      kern: try container.decodeIfPresent(Double.self, forKey: .kern),
      tracking: try container.decodeIfPresent(Double.self, forKey: .tracking),
      baselineOffset: try container.decode(Double.self, forKey: .baselineOffset),
      expansion: try container.decode(Double.self, forKey: .expansion),
      ligatures: try container.decodeIfPresent(Ligatures.self, forKey: .ligatures),
      paragraphStyle: try container.decode(ParagraphStyle.self, forKey: .paragraphStyle),
      language: try container.decodeIfPresent(String.self, forKey: .language),
      inlineBox: try container.decodeIfPresent(InlineBox.self, forKey: .inlineBox),
      decoration: try container.decode(TextDecoration.self, forKey: .decoration))
  }

  /// Encodes the attributes, leaving out the optional ones that are nil.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(font, forKey: .font)
    try container.encodeIfPresent(kern, forKey: .kern)
    try container.encodeIfPresent(tracking, forKey: .tracking)
    try container.encode(baselineOffset, forKey: .baselineOffset)
    try container.encode(expansion, forKey: .expansion)
    try container.encodeIfPresent(ligatures, forKey: .ligatures)
    try container.encode(paragraphStyle, forKey: .paragraphStyle)
    try container.encodeIfPresent(language, forKey: .language)
    try container.encodeIfPresent(inlineBox, forKey: .inlineBox)
    try container.encode(decoration, forKey: .decoration)
  }
}
