internal import _TextMeasureSupport

// The enums of the input in JSON: each case by its name, e.g.
// "byWordWrapping", "natural", "rightToLeft".

extension LineBreakMode: Codable {
  /// Decodes the case named by a string, e.g. "byTruncatingTail".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}

extension TextAlignment: Codable {
  /// Decodes the case named by a string, e.g. "center".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}

extension WritingDirection: Codable {
  /// Decodes the case named by a string, e.g. "rightToLeft".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}

extension Ligatures: Codable {
  /// Decodes the case named by a string: "essential" or "standard".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}

extension TextDecoration.Line.Style: Codable {
  /// Decodes the case named by a string: "single", "thick" or "double".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the case's name.
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}
