import Foundation
import TextMeasure

extension SUSILayout {
  /// A table measured with ``tableStyle``: its header and visible rows
  /// (``SUSITable/visibleRows``) in an incoming bubble.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func tableMeasurement(_ table: SUSITable, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let style = tableStyle
    let rows = Array(table.visibleRows)
    let headers = table.columns.map(\.header)
    var natural: [Double] = []
    for (index, header) in headers.enumerated() {
      var width = Double(try roundedSize(of: header, font: style.headerFont, width: 0).width)
      for row in rows { width = max(width, Double(try roundedSize(of: row[index], font: style.font, width: 0).width)) }
      natural.append(width + style.cellPadding.horizontal)
    }
    let available = Self.contentMaxWidth(viewWidth: viewWidth, padding: style.bubblePadding)
    let total = natural.reduce(0, +)
    let widths = total <= available ? natural : natural.map { ($0 * available / total).rounded(.down) }
    var height = try rowHeight(headers, font: style.headerFont, columnWidths: widths)
    for row in rows { height += try rowHeight(row, font: style.font, columnWidths: widths) }
    let content = CGSize(width: widths.reduce(0, +), height: height)
    return Self.richMeasurement(.table, content: content, padding: style.bubblePadding, viewWidth: viewWidth)
  }

  /// A row's height: its tallest cell wrapped in its column (at least one
  /// line of `font`), plus the cell padding; 0 for a table without columns.
  private func rowHeight(_ cells: [String], font: Font, columnWidths: [Double]) throws -> Double {
    guard !cells.isEmpty else { return 0 }
    let padding = tableStyle.cellPadding
    var tallest = font.lineHeight.rounded(.up)
    for (cell, width) in zip(cells, columnWidths) {
      let textWidth = max(1, width - padding.horizontal)
      tallest = max(tallest, Double(try roundedSize(of: cell, font: font, width: textWidth).height))
    }
    return tallest + padding.vertical
  }
}
