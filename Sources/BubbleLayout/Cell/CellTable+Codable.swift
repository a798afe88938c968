import Foundation

extension CellTable: Codable {
  private enum CodingKeys: String, CodingKey {
    case columnEdges = "column_edges"
    case rowEdges = "row_edges"
    case texts
  }

  /// Decodes `{"column_edges", "row_edges", "texts"}`.
  ///
  /// - Throws: `DecodingError` when the texts are not one per table cell.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let columns = try container.decode([Double].self, forKey: .columnEdges)
    let rows = try container.decode([Double].self, forKey: .rowEdges)
    let texts = try container.decode([CellText].self, forKey: .texts)
    guard texts.count == max(0, columns.count - 1) * max(0, rows.count - 1) else {
      throw DecodingError.dataCorruptedError(
        forKey: .texts, in: container, debugDescription: "\(texts.count) texts for the table's cells")
    }
    self.init(columnEdges: columns, rowEdges: rows, texts: texts)
  }

  /// Encodes `{"column_edges", "row_edges", "texts"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(columnEdges, forKey: .columnEdges)
    try container.encode(rowEdges, forKey: .rowEdges)
    try container.encode(texts, forKey: .texts)
  }
}
