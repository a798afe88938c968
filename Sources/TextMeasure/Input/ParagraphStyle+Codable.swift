extension ParagraphStyle: Codable {
  private enum CodingKeys: String, CodingKey {
    case lineSpacing = "line_spacing"
    case paragraphSpacing = "paragraph_spacing"
    case paragraphSpacingBefore = "paragraph_spacing_before"
    case lineHeightMultiple = "line_height_multiple"
    case minimumLineHeight = "minimum_line_height"
    case maximumLineHeight = "maximum_line_height"
    case lineBreakMode = "line_break_mode"
    case alignment
    case baseWritingDirection = "base_writing_direction"
    case firstLineHeadIndent = "first_line_head_indent"
    case headIndent = "head_indent"
    case tailIndent = "tail_indent"
    case defaultTabInterval = "default_tab_interval"
  }

  /// Decodes a style from every one of its fields (see the JSON form article).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    lineSpacing = try container.decode(Double.self, forKey: .lineSpacing)
    paragraphSpacing = try container.decode(Double.self, forKey: .paragraphSpacing)
    paragraphSpacingBefore = try container.decode(Double.self, forKey: .paragraphSpacingBefore)
    lineHeightMultiple = try container.decode(Double.self, forKey: .lineHeightMultiple)
    minimumLineHeight = try container.decode(Double.self, forKey: .minimumLineHeight)
    maximumLineHeight = try container.decode(Double.self, forKey: .maximumLineHeight)
    lineBreakMode = try container.decode(LineBreakMode.self, forKey: .lineBreakMode)
    alignment = try container.decode(TextAlignment.self, forKey: .alignment)
    baseWritingDirection = try container.decode(WritingDirection.self, forKey: .baseWritingDirection)
    firstLineHeadIndent = try container.decode(Double.self, forKey: .firstLineHeadIndent)
    headIndent = try container.decode(Double.self, forKey: .headIndent)
    tailIndent = try container.decode(Double.self, forKey: .tailIndent)
    defaultTabInterval = try container.decode(Double.self, forKey: .defaultTabInterval)
  }

  /// Encodes every field of the style.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lineSpacing, forKey: .lineSpacing)
    try container.encode(paragraphSpacing, forKey: .paragraphSpacing)
    try container.encode(paragraphSpacingBefore, forKey: .paragraphSpacingBefore)
    try container.encode(lineHeightMultiple, forKey: .lineHeightMultiple)
    try container.encode(minimumLineHeight, forKey: .minimumLineHeight)
    try container.encode(maximumLineHeight, forKey: .maximumLineHeight)
    try container.encode(lineBreakMode, forKey: .lineBreakMode)
    try container.encode(alignment, forKey: .alignment)
    try container.encode(baseWritingDirection, forKey: .baseWritingDirection)
    try container.encode(firstLineHeadIndent, forKey: .firstLineHeadIndent)
    try container.encode(headIndent, forKey: .headIndent)
    try container.encode(tailIndent, forKey: .tailIndent)
    try container.encode(defaultTabInterval, forKey: .defaultTabInterval)
  }
}
