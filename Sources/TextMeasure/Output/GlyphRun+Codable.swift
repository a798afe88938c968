import Foundation
internal import _TextMeasureSupport

extension GlyphRun: Codable {
  private enum CodingKeys: String, CodingKey {
    case font, range, glyphs, positions, advances, clusters
    case horizontalScale = "horizontal_scale"
    case script
    case isRightToLeft = "is_right_to_left"
    case kind
  }

  /// Decodes a run; `positions`, `advances` and `clusters` have one entry per glyph.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when they do not; what decoding the ``Font`` throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    glyphs = try container.decode([UInt32].self, forKey: .glyphs)
    positions = try container.decode([PointJSON].self, forKey: .positions).map(\.point)
    advances = try container.decode([Double].self, forKey: .advances)
    clusters = try container.decode([Int].self, forKey: .clusters)
    guard positions.count == glyphs.count, advances.count == glyphs.count, clusters.count == glyphs.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .glyphs, in: container,
        debugDescription:
          "\(glyphs.count) glyphs but \(positions.count) positions, \(advances.count) advances, \(clusters.count) clusters")
    }
    font = try container.decode(Font.self, forKey: .font)
    range = try container.decode(RangeJSON.self, forKey: .range).range
    horizontalScale = try container.decode(Double.self, forKey: .horizontalScale)
    script = try container.decode(String.self, forKey: .script)
    isRightToLeft = try container.decode(Bool.self, forKey: .isRightToLeft)
    kind = try container.decode(Kind.self, forKey: .kind)
  }

  /// Encodes every field of the run (its width is the advances' sum).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(font, forKey: .font)
    try container.encode(RangeJSON(range), forKey: .range)
    try container.encode(glyphs, forKey: .glyphs)
    try container.encode(positions.map(PointJSON.init), forKey: .positions)
    try container.encode(advances, forKey: .advances)
    try container.encode(clusters, forKey: .clusters)
    try container.encode(horizontalScale, forKey: .horizontalScale)
    try container.encode(script, forKey: .script)
    try container.encode(isRightToLeft, forKey: .isRightToLeft)
    try container.encode(kind, forKey: .kind)
  }
}
