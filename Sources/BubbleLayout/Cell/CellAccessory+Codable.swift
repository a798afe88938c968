import Foundation
internal import _TextMeasureSupport

extension CellAccessory: Codable {
  private enum CodingKeys: String, CodingKey { case kind, frame }

  /// Decodes `{"kind", "frame"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      frame: try container.decode(RectJSON.self, forKey: .frame).rect)
  }

  /// Encodes `{"kind", "frame"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(RectJSON(frame), forKey: .frame)
  }
}
