import Foundation
import TextMeasure

extension SUSILayout {
  /// A pie chart measured with ``pieChartStyle``: the chart, then a legend
  /// row per slice, in an incoming bubble.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func pieChartMeasurement(_ chart: SUSIPieChart, viewWidth: Double) throws -> SUSIMessageMeasurement {
    try laidOutPieChart(chart, viewWidth: viewWidth).measurement
  }

  /// The chart's measurement and its pie, slices and legend placed,
  /// relative to the content's origin: the pie at the top left, each legend
  /// row's swatch at its row's top left and its text after the swatch.
  func laidOutPieChart(_ chart: SUSIPieChart, viewWidth: Double) throws -> (
    measurement: SUSIMessageMeasurement, chart: CellPieChart
  ) {
    let style = pieChartStyle
    let available = Self.contentMaxWidth(viewWidth: viewWidth, padding: style.bubblePadding)
    let diameter = min(style.chartDiameter, available)
    let swatch = style.swatchSize + style.swatchSpacing
    var width = diameter
    var height = diameter
    var legend: [CellPieChart.LegendEntry] = []
    for (index, slice) in chart.slices.enumerated() {
      let layout = try measurer.layout(
        chart.legendText(for: slice), font: style.legendFont, width: UIKitSizeLimit.limit(max(1, available - swatch)))
      let text = CGSize(width: Double(layout.size.width).rounded(.up), height: Double(layout.size.height).rounded(.up))
      let spacing = index == 0 ? style.legendSpacing : style.rowSpacing
      let top = height + spacing
      let origin = CGPoint(x: swatch, y: top)
      legend.append(
        CellPieChart.LegendEntry(
          swatch: CGRect(x: 0, y: top, width: style.swatchSize, height: style.swatchSize),
          text: .fitted(layout, frame: CGRect(origin: origin, size: text), origin: origin)))
      width = max(width, swatch + Double(text.width))
      height += spacing + max(Double(text.height), style.swatchSize)
    }
    let positive = chart.slices.map { max(0, $0.value) }
    let sum = positive.reduce(0, +)
    let content = CGSize(width: width, height: height)
    return (
      Self.richMeasurement(.piechart, content: content, padding: style.bubblePadding, viewWidth: viewWidth),
      CellPieChart(
        pieFrame: CGRect(x: 0, y: 0, width: diameter, height: diameter),
        fractions: positive.map { sum > 0 ? $0 / sum : 0 }, legend: legend)
    )
  }
}
