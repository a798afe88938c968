import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension MessageCell: Codable {
  private enum CodingKeys: String, CodingKey {
    case size
    case isOutgoing = "is_outgoing"
    case bubbleFrame = "bubble_frame"
    case text, media
    case avatarFrame = "avatar_frame"
    case labels
  }

  /// Decodes `{"size", "is_outgoing", "bubble_frame", "text" or "media",
  /// "avatar_frame"?, "labels"}`.
  ///
  /// - Throws: `DecodingError` when neither or both of `text` and `media` are given.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decodeIfPresent(CellText.self, forKey: .text)
    let media = try container.decodeIfPresent(CellMedia.self, forKey: .media)
    let content: Content
    switch (text, media) {
    case (let text?, nil): content = .text(text)
    case (nil, let media?): content = .media(media)
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .text, in: container, debugDescription: "a cell has either \"text\" or \"media\"")
    }
    self.init(
      size: try container.decode(SizeJSON.self, forKey: .size).size,
      isOutgoing: try container.decode(Bool.self, forKey: .isOutgoing),
      bubbleFrame: try container.decode(RectJSON.self, forKey: .bubbleFrame).rect, content: content,
      avatarFrame: try container.decodeIfPresent(RectJSON.self, forKey: .avatarFrame)?.rect,
      labels: try container.decode([CellLabel].self, forKey: .labels))
  }

  /// Encodes the cell; its text or its media under `text` or `media`, and
  /// `avatar_frame` only when it has an avatar.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(SizeJSON(size), forKey: .size)
    try container.encode(isOutgoing, forKey: .isOutgoing)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubbleFrame)
    switch content {
    case .text(let text): try container.encode(text, forKey: .text)
    case .media(let media): try container.encode(media, forKey: .media)
    }
    try container.encodeIfPresent(avatarFrame.map(RectJSON.init), forKey: .avatarFrame)
    try container.encode(labels, forKey: .labels)
  }
}
