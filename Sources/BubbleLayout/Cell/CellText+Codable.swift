import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension CellText: Codable {
  private enum CodingKeys: String, CodingKey {
    case layout, frame, origin
    case lineOffsets = "line_offsets"
  }

  /// Decodes `{"layout", "frame", "origin", "line_offsets"}`.
  ///
  /// - Throws: `DecodingError` when `line_offsets` does not have one entry per line.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let layout = try container.decode(TextLayout.self, forKey: .layout)
    let offsets = try container.decode([Double].self, forKey: .lineOffsets)
    guard offsets.count == layout.lines.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .lineOffsets, in: container,
        debugDescription: "\(offsets.count) line offsets for \(layout.lines.count) lines")
    }
    self.init(
      layout: layout, frame: try container.decode(RectJSON.self, forKey: .frame).rect,
      origin: try container.decode(PointJSON.self, forKey: .origin).point, lineOffsets: offsets)
  }

  /// Encodes `{"layout", "frame", "origin", "line_offsets"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(layout, forKey: .layout)
    try container.encode(RectJSON(frame), forKey: .frame)
    try container.encode(PointJSON(origin), forKey: .origin)
    try container.encode(lineOffsets, forKey: .lineOffsets)
  }
}
