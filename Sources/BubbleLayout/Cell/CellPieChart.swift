import Foundation

/// A pie chart a cell draws from data (SUSI's `piechart` answers): the pie,
/// each slice's share, and a legend row per slice, in the cell's coordinates.
public struct CellPieChart: Sendable, Hashable {
  /// One legend row: the slice's colour swatch and its text.
  public struct LegendEntry: Sendable, Hashable {
    /// The swatch's frame.
    public var swatch: CGRect
    /// The slice's text, placed.
    public var text: CellText

    /// A legend row.
    public init(swatch: CGRect, text: CellText) {
      self.swatch = swatch
      self.text = text
    }
  }

  /// The square the pie fills.
  public var pieFrame: CGRect
  /// Each slice's share of the pie, in order, clockwise from the top: its
  /// value over the sum of the positive values (0 for a slice whose value is
  /// not positive, and for every slice when none is).
  public var fractions: [Double]
  /// One row per slice, in the same order.
  public var legend: [LegendEntry]

  /// A pie chart.
  public init(pieFrame: CGRect, fractions: [Double], legend: [LegendEntry]) {
    self.pieFrame = pieFrame
    self.fractions = fractions
    self.legend = legend
  }

  /// The chart moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> CellPieChart {
    CellPieChart(
      pieFrame: pieFrame.offsetBy(dx: dx, dy: dy), fractions: fractions,
      legend: legend.map {
        LegendEntry(swatch: $0.swatch.offsetBy(dx: dx, dy: dy), text: $0.text.offsetBy(dx: dx, dy: dy))
      })
  }
}
