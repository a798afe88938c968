import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension JSQTextFit: Codable {
  private enum CodingKeys: String, CodingKey {
    case maximumTextWidth = "maximum_text_width"
    case layout, size
  }

  /// Decodes `{"maximum_text_width", "layout", "size"}` (the layout as ``/TextMeasure/TextLayout`` decodes it).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      maximumTextWidth: try container.decode(Double.self, forKey: .maximumTextWidth),
      layout: try container.decode(TextLayout.self, forKey: .layout),
      size: try container.decode(SizeJSON.self, forKey: .size).size)
  }

  /// Encodes `{"maximum_text_width", "layout", "size"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(maximumTextWidth, forKey: .maximumTextWidth)
    try container.encode(layout, forKey: .layout)
    try container.encode(SizeJSON(size), forKey: .size)
  }
}
