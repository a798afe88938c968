import Foundation
import TextMeasure

extension SUSILayout {
  /// A table measured with ``tableStyle``: its header and visible rows
  /// (``SUSITable/visibleRows``) in an incoming bubble.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func tableMeasurement(_ table: SUSITable, viewWidth: Double) throws -> SUSIMessageMeasurement {
    try laidOutTable(table, viewWidth: viewWidth).measurement
  }

  /// The table's measurement and its grid with every cell's text placed,
  /// relative to the content's origin.
  func laidOutTable(_ table: SUSITable, viewWidth: Double) throws -> (
    measurement: SUSIMessageMeasurement, table: CellTable
  ) {
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
    var rowEdges = [0.0]
    var texts: [CellText] = []
    if !headers.isEmpty {
      for (cells, font) in [(headers, style.headerFont)] + rows.map({ ($0, style.font) }) {
        let top = rowEdges[rowEdges.count - 1]
        let row = try laidOutRow(cells, font: font, columnWidths: widths, top: top)
        texts += row.texts
        rowEdges.append(top + row.height)
      }
    }
    let columnEdges = widths.reduce(into: [0.0]) { edges, width in edges.append(edges[edges.count - 1] + width) }
    let content = CGSize(width: widths.reduce(0, +), height: rowEdges[rowEdges.count - 1])
    return (
      Self.richMeasurement(.table, content: content, padding: style.bubblePadding, viewWidth: viewWidth),
      CellTable(columnEdges: columnEdges, rowEdges: rowEdges, texts: texts)
    )
  }

  /// A row at `top`: each cell wrapped in its column inside the cell
  /// padding; as tall as its tallest cell (at least one line of `font`)
  /// plus the padding.
  private func laidOutRow(_ cells: [String], font: Font, columnWidths: [Double], top: Double) throws -> (
    texts: [CellText], height: Double
  ) {
    let padding = tableStyle.cellPadding
    let layouts = try zip(cells, columnWidths).map { cell, width in
      try measurer.layout(cell, font: font, width: UIKitSizeLimit.limit(max(1, width - padding.horizontal)))
    }
    let tallest = layouts.reduce(font.lineHeight.rounded(.up)) { max($0, Double($1.size.height).rounded(.up)) }
    var x = 0.0
    var texts: [CellText] = []
    for (layout, width) in zip(layouts, columnWidths) {
      let origin = CGPoint(x: x + padding.left, y: top + padding.top)
      let frame = CGRect(origin: origin, size: CGSize(width: max(0, width - padding.horizontal), height: tallest))
      texts.append(.fitted(layout, frame: frame, origin: origin))
      x += width
    }
    return (texts, tallest + padding.vertical)
  }
}
