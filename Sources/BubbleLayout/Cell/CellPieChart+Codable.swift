import Foundation
internal import _TextMeasureSupport

extension CellPieChart: Codable {
  private enum CodingKeys: String, CodingKey {
    case pieFrame = "pie_frame"
    case fractions, legend
  }

  /// Decodes `{"pie_frame", "fractions", "legend"}`.
  ///
  /// - Throws: `DecodingError` when the legend does not have one row per slice.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let fractions = try container.decode([Double].self, forKey: .fractions)
    let legend = try container.decode([LegendEntry].self, forKey: .legend)
    guard legend.count == fractions.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .legend, in: container, debugDescription: "\(legend.count) legend rows for \(fractions.count) slices")
    }
    self.init(
      pieFrame: try container.decode(RectJSON.self, forKey: .pieFrame).rect, fractions: fractions, legend: legend)
  }

  /// Encodes `{"pie_frame", "fractions", "legend"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RectJSON(pieFrame), forKey: .pieFrame)
    try container.encode(fractions, forKey: .fractions)
    try container.encode(legend, forKey: .legend)
  }
}

extension CellPieChart.LegendEntry: Codable {
  private enum CodingKeys: String, CodingKey { case swatch, text }

  /// Decodes `{"swatch", "text"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      swatch: try container.decode(RectJSON.self, forKey: .swatch).rect,
      text: try container.decode(CellText.self, forKey: .text))
  }

  /// Encodes `{"swatch", "text"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(RectJSON(swatch), forKey: .swatch)
    try container.encode(text, forKey: .text)
  }
}
