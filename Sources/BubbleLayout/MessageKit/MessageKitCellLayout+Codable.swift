import Foundation
internal import _TextMeasureSupport

extension MessageKitCellLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
    case messageContainerFrame = "message_container_frame"
    case textRect = "text_rect"
    case avatarFrame = "avatar_frame"
    case cellSize = "cell_size"
  }

  /// Decodes `{"kind", "message_container_frame", "text_rect"?, "avatar_frame", "cell_size"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(MessageKitMessageKind.self, forKey: .kind),
      messageContainerFrame: try container.decode(RectJSON.self, forKey: .messageContainerFrame).rect,
      textRect: try container.decodeIfPresent(RectJSON.self, forKey: .textRect)?.rect,
      avatarFrame: try container.decode(RectJSON.self, forKey: .avatarFrame).rect,
      cellSize: try container.decode(SizeJSON.self, forKey: .cellSize).size)
  }

  /// Encodes the layout; `text_rect` only for a kind that shows text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(RectJSON(messageContainerFrame), forKey: .messageContainerFrame)
    try container.encodeIfPresent(textRect.map(RectJSON.init), forKey: .textRect)
    try container.encode(RectJSON(avatarFrame), forKey: .avatarFrame)
    try container.encode(SizeJSON(cellSize), forKey: .cellSize)
  }
}
