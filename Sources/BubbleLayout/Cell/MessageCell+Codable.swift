import Foundation
import TextMeasure
internal import _TextMeasureSupport

extension MessageCell: Codable {
  private enum CodingKeys: String, CodingKey {
    case size
    case isOutgoing = "is_outgoing"
    case bubbleFrame = "bubble_frame"
    case text, media, table
    case pieChart = "pie_chart"
    case avatarFrame = "avatar_frame"
    case labels, accessories
  }

  /// Decodes `{"size", "is_outgoing", "bubble_frame", one of "text",
  /// "media", "table" and "pie_chart", "avatar_frame"?, "labels",
  /// "accessories"?}` (no accessories when absent).
  ///
  /// - Throws: `DecodingError` unless exactly one of `text`, `media`, `table` and `pie_chart` is given.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let contents: [Content] = [
      try container.decodeIfPresent(CellText.self, forKey: .text).map(Content.text),
      try container.decodeIfPresent(CellMedia.self, forKey: .media).map(Content.media),
      try container.decodeIfPresent(CellTable.self, forKey: .table).map(Content.table),
      try container.decodeIfPresent(CellPieChart.self, forKey: .pieChart).map(Content.pieChart),
    ].compactMap { $0 }
    guard contents.count == 1, let content = contents.first else {
      throw DecodingError.dataCorruptedError(
        forKey: .text, in: container,
        debugDescription: "a cell has one of \"text\", \"media\", \"table\" and \"pie_chart\"")
    }
    self.init(
      size: try container.decode(SizeJSON.self, forKey: .size).size,
      isOutgoing: try container.decode(Bool.self, forKey: .isOutgoing),
      bubbleFrame: try container.decode(RectJSON.self, forKey: .bubbleFrame).rect, content: content,
      avatarFrame: try container.decodeIfPresent(RectJSON.self, forKey: .avatarFrame)?.rect,
      labels: try container.decode([CellLabel].self, forKey: .labels),
      accessories: try container.decodeIfPresent([CellAccessory].self, forKey: .accessories) ?? [])
  }

  /// Encodes the cell; its content under `text`, `media`, `table` or `pie_chart`,
  /// `avatar_frame` only when it has an avatar, `accessories` only when it has some.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(SizeJSON(size), forKey: .size)
    try container.encode(isOutgoing, forKey: .isOutgoing)
    try container.encode(RectJSON(bubbleFrame), forKey: .bubbleFrame)
    switch content {
    case .text(let text): try container.encode(text, forKey: .text)
    case .media(let media): try container.encode(media, forKey: .media)
    case .table(let table): try container.encode(table, forKey: .table)
    case .pieChart(let chart): try container.encode(chart, forKey: .pieChart)
    }
    try container.encodeIfPresent(avatarFrame.map(RectJSON.init), forKey: .avatarFrame)
    try container.encode(labels, forKey: .labels)
    if !accessories.isEmpty { try container.encode(accessories, forKey: .accessories) }
  }
}
