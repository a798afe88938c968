import Foundation

/// A table a cell draws from data (SUSI's `table` answers): its grid and
/// every cell's text, placed, in the cell's coordinates.
///
/// Column `i` spans `columnEdges[i]..<columnEdges[i + 1]` and row `j`
/// `rowEdges[j]..<rowEdges[j + 1]`; row 0 is the header. ``texts`` holds
/// each row's texts in column order, row after row.
public struct CellTable: Sendable, Hashable {
  /// The x of each column's edges, left to right: one more than the columns.
  public var columnEdges: [Double]
  /// The y of each row's edges, top to bottom: one more than the rows (the header included).
  public var rowEdges: [Double]
  /// Every table cell's text, row by row.
  public var texts: [CellText]

  /// A table.
  public init(columnEdges: [Double], rowEdges: [Double], texts: [CellText]) {
    self.columnEdges = columnEdges
    self.rowEdges = rowEdges
    self.texts = texts
  }

  /// The table's frame: from the first edges to the last (zero without columns or rows).
  public var frame: CGRect {
    guard let left = columnEdges.first, let right = columnEdges.last, let top = rowEdges.first,
      let bottom = rowEdges.last
    else { return .zero }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The table moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> CellTable {
    CellTable(
      columnEdges: columnEdges.map { $0 + dx }, rowEdges: rowEdges.map { $0 + dy },
      texts: texts.map { $0.offsetBy(dx: dx, dy: dy) })
  }
}
