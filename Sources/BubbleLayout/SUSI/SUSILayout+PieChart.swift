import Foundation
import TextMeasure

extension SUSILayout {
  /// A pie chart measured with ``pieChartStyle``: the chart, then a legend
  /// row per slice, in an incoming bubble.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func pieChartMeasurement(_ chart: SUSIPieChart, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let style = pieChartStyle
    let available = Self.contentMaxWidth(viewWidth: viewWidth, padding: style.bubblePadding)
    let diameter = min(style.chartDiameter, available)
    let swatch = style.swatchSize + style.swatchSpacing
    var width = diameter
    var height = diameter
    for (index, slice) in chart.slices.enumerated() {
      let text = try roundedSize(
        of: chart.legendText(for: slice), font: style.legendFont, width: max(1, available - swatch))
      width = max(width, swatch + Double(text.width))
      height += (index == 0 ? style.legendSpacing : style.rowSpacing) + max(Double(text.height), style.swatchSize)
    }
    let content = CGSize(width: width, height: height)
    return Self.richMeasurement(.piechart, content: content, padding: style.bubblePadding, viewWidth: viewWidth)
  }
}
