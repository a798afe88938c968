import Foundation

/// One element of a conversation's `messages` array, as written:
/// `{"id"?, "sender", "text"?, "date"?, "media"?}` with text or media, not both.
struct ConversationMessageRecord: Decodable {
  /// The message's own id, if it has one.
  let id: String?
  /// The sender's participant id.
  let sender: String
  /// The text ("" for media).
  let text: String
  /// When it was sent.
  let date: Date?
  /// The media it shows instead of text.
  let media: ChatMessage.Media?

  private enum CodingKeys: String, CodingKey {
    case id, sender, text, date, media
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(String.self, forKey: .id)
    sender = try container.decode(String.self, forKey: .sender)
    let text = try container.decodeIfPresent(String.self, forKey: .text)
    media = try container.decodeIfPresent(ConversationMediaRecord.self, forKey: .media)?.media
    switch (text, media) {
    case (nil, nil):
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a message needs \"text\" or \"media\""))
    case (.some, .some):
      throw DecodingError.dataCorruptedError(
        forKey: .media, in: container,
        debugDescription: "a message has text or media, not both (the styles size media without a caption)")
    default:
      self.text = text ?? ""
    }
    date = try container.decodeIfPresent(String.self, forKey: .date).map {
      try Self.date($0, forKey: .date, in: container)
    }
  }

  /// An ISO 8601 date and time with a time zone, whole or fractional seconds
  /// (`2024-05-03T18:02:11Z`, `2024-05-03T19:02:11.250+01:00`).
  private static func date(
    _ text: String, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> Date {
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    // `consuming` reports how far the date goes: the whole string must be it.
    if let parsed = try? style.consuming(text, startingAt: text.startIndex, in: text.startIndex..<text.endIndex),
      parsed.upperBound == text.endIndex
    {
      return parsed.output
    }
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container,
      debugDescription: "\"\(text)\" is not an ISO 8601 date and time with a time zone, e.g. 2024-05-03T18:02:11Z")
  }
}
