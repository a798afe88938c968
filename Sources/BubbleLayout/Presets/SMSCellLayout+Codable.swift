import Foundation
internal import _TextMeasureSupport

extension SMSCellLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case textHeight = "text_height"
    case stretch
    case bubbleFrame = "bubble_frame"
    case fragments
    case messageLabelFrame = "message_label_frame"
    case dateLabelFrame = "date_label_frame"
    case rowHeight = "row_height"
  }

  /// Decodes every field of the layout (see the JSON form article).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      textHeight: try container.decode(Double.self, forKey: .textHeight),
      stretch: try container.decode(Double.self, forKey: .stretch),
      bubbleFrame: try container.decode(RectJSON.self, forKey: .bubbleFrame).rect,
      fragments: try container.decode([NineSlice.Slice].self, forKey: .fragments),
      messageLabelFrame: try container.decode(RectJSON.self, forKey: .messageLabelFrame).rect,
      dateLabelFrame: try container.decode(RectJSON.self, forKey: .dateLabelFrame).rect,
      rowHeight: try container.decode(Double.self, forKey: .rowHeight))
  }

  /// Encodes every field of the layout.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(textHeight, forKey: .textHeight)
    try container.encode(stretch, forKey: .stretch)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubbleFrame)
    try container.encode(fragments, forKey: .fragments)
    try container.encode(RectJSON(messageLabelFrame), forKey: .messageLabelFrame)
    try container.encode(RectJSON(dateLabelFrame), forKey: .dateLabelFrame)
    try container.encode(rowHeight, forKey: .rowHeight)
  }
}
