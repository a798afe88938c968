import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension CellLabel: Codable {
  private enum CodingKeys: String, CodingKey {
    case slot, layout, frame
    case textOrigin = "text_origin"
    case color
  }

  /// Decodes `{"slot", "layout", "frame", "text_origin", "color"}` (the
  /// layout as ``/TextMeasure/TextLayout`` decodes it).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      slot: try container.decode(Slot.self, forKey: .slot),
      layout: try container.decode(TextLayout.self, forKey: .layout),
      frame: try container.decode(RectJSON.self, forKey: .frame).rect,
      textOrigin: try container.decode(PointJSON.self, forKey: .textOrigin).point,
      color: try container.decode(PresetColor.self, forKey: .color))
  }

  /// Encodes `{"slot", "layout", "frame", "text_origin", "color"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(slot, forKey: .slot)
    try container.encode(layout, forKey: .layout)
    try container.encode(RectJSON(frame), forKey: .frame)
    try container.encode(PointJSON(textOrigin), forKey: .textOrigin)
    try container.encode(color, forKey: .color)
  }
}

extension CellLabel.Slot: Codable {
  /// Decodes the slot's name, e.g. "messageTop".
  public init(from decoder: any Decoder) throws { self = try CaseNameJSON.decode(Self.self, from: decoder) }
  /// Encodes the slot's name, e.g. "messageTop".
  public func encode(to encoder: any Encoder) throws { try CaseNameJSON.encode(self, to: encoder) }
}
