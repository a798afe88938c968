import Foundation

/// A `piechart` action: one slice per data row.
public struct SUSIPieChart: Sendable, Hashable {
  /// A slice: the row's label and value.
  public struct Slice: Sendable, Hashable {
    /// The text under the row's `key` (`"tea"`).
    public var label: String
    /// The number under the row's `value` key (`5500`).
    public var value: Double

    /// A slice.
    public init(label: String, value: Double) {
      self.label = label
      self.value = value
    }
  }

  /// The slices, in row order.
  public var slices: [Slice]
  /// The server's `total` (percentages are of this).
  public var total: Double
  /// The server's `unit` (`"Liter"`).
  public var unit: String

  /// A pie chart.
  public init(slices: [Slice], total: Double, unit: String) {
    self.slices = slices
    self.total = total
    self.unit = unit
  }
}

extension SUSIPieChart {
  /// The legend row of a slice: `"tea: 5500 Liter (73.3%)"`, the share of
  /// ``total`` to one decimal (left out when the total is not positive).
  public func legendText(for slice: Slice) -> String {
    let text = "\(slice.label): \(slice.value.susiText) \(unit)"
    guard total > 0 else { return text }
    return text + " (\(String(format: "%.1f", slice.value / total * 100))%)"
  }
}
