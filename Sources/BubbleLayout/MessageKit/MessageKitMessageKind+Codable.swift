import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension MessageKitMessageKind: Codable {
  /// One key per kind: its value is the text, the attributed text or the media's size.
  private enum CodingKeys: String, CodingKey {
    case text, emoji
    case attributedText = "attributed_text"
    case photo, video, location, audio
  }

  /// Decodes an object with one key naming the kind: `{"text": "Hi"}`,
  /// `{"emoji": "👍"}`, `{"attributed_text": {…}}`, or `{"photo" | "video" |
  /// "location" | "audio": {"width", "height"}}`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` unless exactly one key is given.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a message kind is an object with one of the keys text, emoji, attributed_text, "
            + "photo, video, location, audio"))
    }
    switch key {
    case .text: self = .text(try container.decode(String.self, forKey: key))
    case .emoji: self = .emoji(try container.decode(String.self, forKey: key))
    case .attributedText: self = .attributedText(try container.decode(AttributedText.self, forKey: key))
    case .photo: self = .photo(try container.decode(SizeJSON.self, forKey: key).size)
    case .video: self = .video(try container.decode(SizeJSON.self, forKey: key).size)
    case .location: self = .location(try container.decode(SizeJSON.self, forKey: key).size)
    case .audio: self = .audio(try container.decode(SizeJSON.self, forKey: key).size)
    }
  }

  /// Encodes the kind as an object with one key (see ``init(from:)``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .text(let text): try container.encode(text, forKey: .text)
    case .emoji(let text): try container.encode(text, forKey: .emoji)
    case .attributedText(let text): try container.encode(text, forKey: .attributedText)
    case .photo(let size): try container.encode(SizeJSON(size), forKey: .photo)
    case .video(let size): try container.encode(SizeJSON(size), forKey: .video)
    case .location(let size): try container.encode(SizeJSON(size), forKey: .location)
    case .audio(let size): try container.encode(SizeJSON(size), forKey: .audio)
    }
  }
}
