import Foundation

/// A `table` action: columns picked from the answer's `data` rows.
public struct SUSITable: Sendable, Hashable {
  /// A column: the row key it shows and its header.
  public struct Column: Sendable, Hashable {
    /// The key in each `data` row (`"currency"`).
    public var key: String
    /// The header shown (`"Valuta"`).
    public var header: String

    /// A column.
    public init(key: String, header: String) {
      self.key = key
      self.header = header
    }
  }

  /// The columns, sorted by key (JSON objects have no order, and the
  /// table's size does not depend on it).
  public var columns: [Column]
  /// Every `data` row, as the text of each column (a missing value is "").
  public var rows: [[String]]
  /// The server's `count`: the most rows to show; negative means all (the default −1).
  public var count: Int

  /// A table.
  public init(columns: [Column], rows: [[String]], count: Int = -1) {
    self.columns = columns
    self.rows = rows
    self.count = count
  }

  /// The rows shown: the first `min(count, rows.count)`, or all of them when `count` is negative.
  public var visibleRows: ArraySlice<[String]> {
    count < 0 ? rows[...] : rows.prefix(count)
  }
}
