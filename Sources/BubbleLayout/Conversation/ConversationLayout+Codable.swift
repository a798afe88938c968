import Foundation
internal import _TextMeasureSupport

extension ConversationLayout: Codable {
  private enum CodingKeys: String, CodingKey {
    case viewWidth = "view_width"
    case cells
    case contentSize = "content_size"
  }

  /// Decodes `{"view_width", "cells", "content_size"}`: the layout as it
  /// was measured, without measuring again.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    viewWidth = try container.decode(Double.self, forKey: .viewWidth)
    cells = try container.decode([ConversationCell].self, forKey: .cells)
    contentSize = try container.decode(SizeJSON.self, forKey: .contentSize).size
  }

  /// Encodes `{"view_width", "cells", "content_size"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(viewWidth, forKey: .viewWidth)
    try container.encode(cells, forKey: .cells)
    try container.encode(SizeJSON(contentSize), forKey: .contentSize)
  }
}

extension ConversationCell: Codable {
  private enum CodingKeys: String, CodingKey {
    case frame
    case bubbleFrame = "bubble_frame"
    case textFrame = "text_frame"
    case avatarFrame = "avatar_frame"
  }

  /// Decodes `{"frame", "bubble_frame", "text_frame", "avatar_frame"?}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    frame = try container.decode(RectJSON.self, forKey: .frame).rect
    bubbleFrame = try container.decode(RectJSON.self, forKey: .bubbleFrame).rect
    textFrame = try container.decode(RectJSON.self, forKey: .textFrame).rect
    avatarFrame = try container.decodeIfPresent(RectJSON.self, forKey: .avatarFrame)?.rect
  }

  /// Encodes `{"frame", "bubble_frame", "text_frame", "avatar_frame"?}`, in
  /// the view's coordinates (no `avatar_frame` where there is no avatar).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RectJSON(frame), forKey: .frame)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubbleFrame)
    try container.encode(RectJSON(textFrame), forKey: .textFrame)
    try container.encodeIfPresent(avatarFrame.map(RectJSON.init), forKey: .avatarFrame)
  }
}
