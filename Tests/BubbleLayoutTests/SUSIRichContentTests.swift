import Foundation
import SUSIFixtures
import SUSIResponseReading
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// Tables and pie charts measured (where SUSI iOS drew an empty bubble),
/// their layout written out by hand against the engine's raw `boundingRect`.
@Suite struct SUSIRichContentTests {
  /// The raw rect of `text` in `font` at most `width` wide (0: one line).
  private func raw(_ text: String, _ font: UIFont, width: Double = 0) -> CGRect {
    NSString(string: text).boundingRect(
      with: CGSize(width: width, height: 0), options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font], context: nil)
  }

  private let body = UIFont.systemFont(ofSize: 14)
  private let bold = UIFont.boldSystemFont(ofSize: 14)

  /// A row: the tallest wrapped cell (at least a line), rounded up, plus 6 + 6.
  private func rowHeight(_ cells: [String], _ font: UIFont, widths: [Double]) -> Double {
    var tallest = font.lineHeight.rounded(.up)
    for (cell, width) in zip(cells, widths) {
      tallest = max(tallest, Double(raw(cell, font, width: width - 16).height).rounded(.up))
    }
    return tallest + 12
  }

  /// The natural column widths: the widest one-line text, rounded up, plus 8 + 8.
  private func naturalWidths(headers: [String], rows: [[String]]) -> [Double] {
    headers.indices.map { index in
      var width = Double(raw(headers[index], bold).width).rounded(.up)
      for row in rows { width = max(width, Double(raw(row[index], body).width).rounded(.up)) }
      return width + 16
    }
  }

  @Test func currencyTable_fitsAt375() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.currencyTable.utf8))
    let measured = try SUSILayout().measure(response, viewWidth: 375)[1]
    let headers = ["Valuta", "Quota"]
    let rows = [["EUR/USD", "1.09302"], ["USD/JPY", "113.326"], ["GBP/USD", "1.28835"]]
    let widths = naturalWidths(headers: headers, rows: rows)
    #expect(widths.reduce(0, +) <= 375 - 16 - 16)
    let height =
      rowHeight(headers, bold, widths: widths) + rows.map { rowHeight($0, body, widths: widths) }.reduce(0, +)
    let width = widths.reduce(0, +)
    #expect(measured.type == .table)
    #expect(measured.bubbleFrame == CGRect(x: 8, y: 0, width: max(width + 16, 375.0 / 3), height: height + 8 + 20))
    #expect(measured.cellSize == CGSize(width: 375, height: height + 8 + 20 + 2))
    #expect(measured.contentRect == CGRect(x: 8, y: 8, width: width, height: height))
  }

  @Test func wideTable_sharesTheWidthAndWraps() throws {
    let long = "A description far too long for one line of a phone-sized chat bubble, so it has to wrap."
    let table = SUSITable(
      columns: [.init(key: "name", header: "Name"), .init(key: "text", header: "Description")],
      rows: [["SUSI", long], ["YaCy", "Web search by the people, for the people"]])
    let measured = try SUSILayout().tableMeasurement(table, viewWidth: 320)
    let natural = naturalWidths(headers: ["Name", "Description"], rows: table.rows)
    let available = 320.0 - 16 - 16
    let total = natural.reduce(0, +)
    #expect(total > available)
    let widths = natural.map { ($0 * available / total).rounded(.down) }
    let height =
      rowHeight(["Name", "Description"], bold, widths: widths)
      + table.rows.map { rowHeight($0, body, widths: widths) }.reduce(0, +)
    #expect(measured.contentRect == CGRect(x: 8, y: 8, width: widths.reduce(0, +), height: height))
    #expect(measured.bubbleFrame.size == CGSize(width: widths.reduce(0, +) + 16, height: height + 28))
    #expect(raw(long, body, width: widths[1] - 16).height > raw(long, body).height)
  }

  @Test func tableCountZero_isTheHeaderOnly() throws {
    let table = SUSITable(columns: [.init(key: "a", header: "A")], rows: [["x"], ["y"]], count: 0)
    let measured = try SUSILayout().tableMeasurement(table, viewWidth: 375)
    let width = Double(raw("A", bold).width).rounded(.up) + 16
    #expect(measured.contentRect?.size == CGSize(width: width, height: rowHeight(["A"], bold, widths: [width])))
    // Narrower than V/3: the bubble keeps the incoming minimum.
    #expect(measured.bubbleFrame.size.width == CGFloat(375.0 / 3))
  }

  @Test(arguments: [375.0, 150.0])
  func pieChart_chartAndLegend(viewWidth: Double) throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.pieChart.utf8))
    let measured = try SUSILayout().measure(response, viewWidth: viewWidth)[1]
    let legend = [
      "tea: 5500 Liter (73.3%)", "soda: 300 Liter (4.0%)", "wine: 200 Liter (2.7%)",
      "coffee: 1000 Liter (13.3%)", "water: 500 Liter (6.7%)",
    ]
    let available = viewWidth - 16 - 16
    let diameter = min(150, available)
    var width = diameter
    var height = diameter
    for (index, row) in legend.enumerated() {
      let rect = raw(row, body, width: available - 12 - 6)
      width = max(width, 12 + 6 + Double(rect.width).rounded(.up))
      height += (index == 0 ? 8 : 4) + max(Double(rect.height).rounded(.up), 12)
    }
    #expect(measured.type == .piechart)
    #expect(measured.contentRect == CGRect(x: 8, y: 8, width: width, height: height))
    #expect(measured.bubbleFrame == CGRect(x: 8, y: 0, width: max(width + 16, viewWidth / 3), height: height + 28))
    #expect(measured.cellSize == CGSize(width: viewWidth, height: height + 28 + 2))
  }
}
