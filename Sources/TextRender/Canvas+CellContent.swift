import BubbleLayout
import CCairo
import Foundation
import TextMeasure

extension Canvas {
  /// Draws a cell's text where the cell puts it: its layout at its origin,
  /// each line moved by its offset.
  public mutating func draw(_ text: CellText, color: RGBAColor) {
    draw(text.layout, at: text.origin, lineShifts: text.lineOffsets, color: color)
  }

  /// Draws a table: a hairline (half a point) on every row and column edge
  /// in `gridColor`, and every cell's text in `textColor`.
  public mutating func draw(_ table: CellTable, textColor: RGBAColor, gridColor: RGBAColor) {
    let frame = table.frame
    let hairline = 0.5
    for y in table.rowEdges {
      fill(CGRect(x: frame.minX, y: y - hairline / 2, width: frame.width, height: hairline), color: gridColor)
    }
    for x in table.columnEdges {
      fill(CGRect(x: x - hairline / 2, y: frame.minY, width: hairline, height: frame.height), color: gridColor)
    }
    for text in table.texts { draw(text, color: textColor) }
  }

  /// Draws a pie chart: each slice clockwise from the top, in `colors`
  /// (slice `i` in `colors[i % colors.count]`), each legend row's swatch in
  /// its slice's colour and its text in `textColor`. Empty `colors` draw
  /// the legend's texts alone.
  public mutating func draw(_ chart: CellPieChart, colors: [RGBAColor], textColor: RGBAColor) {
    let pie = chart.pieFrame
    if !colors.isEmpty, pie.isFinite, pie.width > 0, pie.height > 0 {
      let context = uniqueContext()
      let c = context.context
      let radius = Double(min(pie.width, pie.height)) / 2
      var angle = -Double.pi / 2
      for (index, fraction) in chart.fractions.enumerated() where fraction > 0 {
        let end = angle + 2 * .pi * fraction
        cairo_new_path(c)
        cairo_move_to(c, Double(pie.midX), Double(pie.midY))
        cairo_arc(c, Double(pie.midX), Double(pie.midY), radius, angle, end)
        cairo_close_path(c)
        context.setSource(colors[index % colors.count])
        cairo_fill(c)
        angle = end
      }
    }
    for (index, entry) in chart.legend.enumerated() {
      if !colors.isEmpty { fill(entry.swatch, color: colors[index % colors.count]) }
      draw(entry.text, color: textColor)
    }
  }
}
