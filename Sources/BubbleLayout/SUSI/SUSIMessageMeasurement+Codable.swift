import Foundation
internal import _TextMeasureSupport

extension SUSIMessageMeasurement: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, cell, bubble
    case contentRect = "content_rect"
  }

  /// Decodes `{"type", "cell", "bubble", "content_rect"?}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      type: try container.decode(SUSIActionType.self, forKey: .type),
      cellSize: try container.decode(SizeJSON.self, forKey: .cell).size,
      bubbleFrame: try container.decode(RectJSON.self, forKey: .bubble).rect,
      contentRect: try container.decodeIfPresent(RectJSON.self, forKey: .contentRect)?.rect)
  }

  /// Encodes `{"type", "cell": {"width", "height"}, "bubble": {"x", "y",
  /// "width", "height"}}` and, when there is one, `"content_rect"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(SizeJSON(cellSize), forKey: .cell)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubble)
    try container.encodeIfPresent(contentRect.map(RectJSON.init), forKey: .contentRect)
  }
}
