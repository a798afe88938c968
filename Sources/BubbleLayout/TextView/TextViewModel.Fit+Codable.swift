import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension TextViewModel.Fit: Codable {
  private enum CodingKeys: String, CodingKey {
    case layout
    case wrapWidth = "wrap_width"
    case viewSize = "view_size"
  }

  /// Decodes `{"layout", "wrap_width", "view_size"}` (the layout as ``/TextMeasure/TextLayout`` decodes it).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      layout: try container.decode(TextLayout.self, forKey: .layout),
      wrapWidth: try container.decode(Double.self, forKey: .wrapWidth),
      viewSize: try container.decode(SizeJSON.self, forKey: .viewSize).size)
  }

  /// Encodes `{"layout", "wrap_width", "view_size"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(layout, forKey: .layout)
    try container.encode(wrapWidth, forKey: .wrapWidth)
    try container.encode(SizeJSON(viewSize), forKey: .viewSize)
  }
}
