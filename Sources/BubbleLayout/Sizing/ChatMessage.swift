import Foundation

/// A chat message to size: its text (or media), its side and identity.
public struct ChatMessage: Sendable, Hashable, Codable {
  /// Identifies the message (for caches and output); unique per conversation.
  public var id: String
  /// The text, empty for media.
  public var text: String
  /// Sent by the user of the app (drawn on the trailing side).
  public var isOutgoing: Bool
  /// Who sent it, when a style shows sender names.
  public var sender: String?
  /// When it was sent.
  public var date: Date?
  /// Media instead of text, if any.
  public var media: Media?
  /// The texts of the labels around its bubble (none by default); a
  /// ``MessageLabelRule`` sets them from a conversation.
  public var labels: MessageLabels

  /// A media placeholder: the kind, and a display size when the kind has none of its own.
  public enum Media: Sendable, Hashable, Codable {
    case photo
    case video
    case location
    case audio
    /// Any other media shown at this size.
    case custom(width: Double, height: Double)
  }

  /// A message.
  public init(
    id: String, text: String, isOutgoing: Bool, sender: String? = nil, date: Date? = nil, media: Media? = nil,
    labels: MessageLabels = .none
  ) {
    self.id = id
    self.text = text
    self.isOutgoing = isOutgoing
    self.sender = sender
    self.date = date
    self.media = media
    self.labels = labels
  }

  private enum CodingKeys: String, CodingKey {
    case id, text, isOutgoing, sender, date, media, labels
  }

  /// Decodes a message; `labels` may be absent (messages saved before labels
  /// existed decode with none).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id), text: try container.decode(String.self, forKey: .text),
      isOutgoing: try container.decode(Bool.self, forKey: .isOutgoing),
      sender: try container.decodeIfPresent(String.self, forKey: .sender),
      date: try container.decodeIfPresent(Date.self, forKey: .date),
      media: try container.decodeIfPresent(Media.self, forKey: .media),
      labels: try container.decodeIfPresent(MessageLabels.self, forKey: .labels) ?? .none)
  }
}
