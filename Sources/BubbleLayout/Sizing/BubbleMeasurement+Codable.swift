import Foundation
internal import _TextMeasureSupport

extension BubbleMeasurement: Codable {
  private enum CodingKeys: String, CodingKey {
    case textRect = "text_rect"
    case bubbleFrame = "bubble_frame"
    case cellSize = "cell_size"
  }

  /// Decodes `{"text_rect", "bubble_frame", "cell_size"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      textRect: try container.decode(RectJSON.self, forKey: .textRect).rect,
      bubbleFrame: try container.decode(RectJSON.self, forKey: .bubbleFrame).rect,
      cellSize: try container.decode(SizeJSON.self, forKey: .cellSize).size)
  }

  /// Encodes `{"text_rect", "bubble_frame", "cell_size"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RectJSON(textRect), forKey: .textRect)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubbleFrame)
    try container.encode(SizeJSON(cellSize), forKey: .cellSize)
  }
}
