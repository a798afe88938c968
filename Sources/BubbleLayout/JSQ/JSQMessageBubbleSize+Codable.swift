import Foundation
internal import _TextMeasureSupport

extension JSQMessageBubbleSize: Codable {
  private enum CodingKeys: String, CodingKey { case bubble, text }

  /// Decodes `{"bubble": {"width", "height"}, "text": {"width", "height"}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      bubble: try container.decode(SizeJSON.self, forKey: .bubble).size,
      text: try container.decode(SizeJSON.self, forKey: .text).size)
  }

  /// Encodes `{"bubble": {"width", "height"}, "text": {"width", "height"}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(SizeJSON(bubble), forKey: .bubble)
    try container.encode(SizeJSON(text), forKey: .text)
  }
}
