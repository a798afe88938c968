import Foundation
internal import _TextMeasureSupport

extension CellMedia: Codable {
  /// Decodes `{"kind", "frame"}`.
  public init(from decoder: any Decoder) throws {
    let json = try KindAndFrameJSON<Kind>(from: decoder)
    self.init(kind: json.kind, frame: json.frame.rect)
  }

  /// Encodes `{"kind", "frame"}`.
  public func encode(to encoder: any Encoder) throws {
    try KindAndFrameJSON(kind: kind, frame: RectJSON(frame)).encode(to: encoder)
  }
}
