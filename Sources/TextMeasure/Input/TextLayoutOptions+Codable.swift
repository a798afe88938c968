internal import _TextMeasureSupport

extension TextLayoutOptions.Lines: Codable {
  /// Decodes the case named by a string: "multiple" or "single".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}

extension TextLayoutOptions: Codable {
  private enum CodingKeys: String, CodingKey {
    case lines
    case addsFontLeading = "adds_font_leading"
    case measuresInkBounds = "measures_ink_bounds"
    case truncatesLastVisibleLine = "truncates_last_visible_line"
  }

  /// Decodes an object such as `{"lines": "multiple", "adds_font_leading": true}`;
  /// a key that is absent takes the engine's default.
  ///
  /// - Throws: `DecodingError` for a value of the wrong type or a `lines` that is
  ///   neither "multiple" nor "single".
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = TextLayoutOptions()
    self.init(
      lines: try container.decodeIfPresent(Lines.self, forKey: .lines) ?? defaults.lines,
      addsFontLeading: try container.decodeIfPresent(Bool.self, forKey: .addsFontLeading) ?? defaults.addsFontLeading,
      measuresInkBounds: try container.decodeIfPresent(Bool.self, forKey: .measuresInkBounds)
        ?? defaults.measuresInkBounds,
      truncatesLastVisibleLine: try container.decodeIfPresent(Bool.self, forKey: .truncatesLastVisibleLine)
        ?? defaults.truncatesLastVisibleLine)
  }

  /// Encodes all four options.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lines, forKey: .lines)
    try container.encode(addsFontLeading, forKey: .addsFontLeading)
    try container.encode(measuresInkBounds, forKey: .measuresInkBounds)
    try container.encode(truncatesLastVisibleLine, forKey: .truncatesLastVisibleLine)
  }
}
