import Foundation
internal import _TextMeasureSupport

extension NineSlice.Slice: Codable {
  private enum CodingKeys: String, CodingKey {
    case position, source, destination
    case isMirrored = "is_mirrored"
  }

  /// Decodes `{"position", "source", "destination", "is_mirrored"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      position: try container.decode(NineSlice.Position.self, forKey: .position),
      source: try container.decode(RectJSON.self, forKey: .source).rect,
      destination: try container.decode(RectJSON.self, forKey: .destination).rect,
      isMirrored: try container.decode(Bool.self, forKey: .isMirrored))
  }

  /// Encodes `{"position", "source", "destination", "is_mirrored"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(position, forKey: .position)
    try container.encode(RectJSON(source), forKey: .source)
    try container.encode(RectJSON(destination), forKey: .destination)
    try container.encode(isMirrored, forKey: .isMirrored)
  }
}

extension NineSlice.Position {
  /// Decodes the position's name, e.g. "topLeft".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the position's name, e.g. "topLeft".
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}
