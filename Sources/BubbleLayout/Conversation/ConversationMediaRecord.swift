import Foundation

/// A message's `media` object: `{"kind": "photo|video|location|audio|custom",
/// "width"?, "height"?}`. Only custom media have (and need) a size: the
/// styles show the other kinds at their own sizes.
struct ConversationMediaRecord: Decodable {
  /// The media as the styles take it.
  let media: ChatMessage.Media

  private enum CodingKeys: String, CodingKey {
    case kind, width, height
  }

  /// The kinds, by their JSON names.
  private static let kinds: [String: ChatMessage.Media] = [
    "photo": .photo, "video": .video, "location": .location, "audio": .audio,
  ]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    if kind == "custom" {
      media = .custom(
        width: try Self.length(.width, in: container), height: try Self.length(.height, in: container))
      return
    }
    guard let media = Self.kinds[kind] else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "unknown media kind \"\(kind)\" (expected photo, video, location, audio or custom)")
    }
    for key in [CodingKeys.width, .height] where container.contains(key) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "only custom media have a size; a \(kind) is shown at the style's size")
    }
    self.media = media
  }

  /// A custom medium's width or height: a positive, finite number of points.
  private static func length(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Double {
    guard container.contains(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: container.codingPath, debugDescription: "custom media need a width and a height"))
    }
    let value = try container.decode(Double.self, forKey: key)
    guard value.isFinite, value > 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "\(value) is not a positive number of points")
    }
    return value
  }
}
