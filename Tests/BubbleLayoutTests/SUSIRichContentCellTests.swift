import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// A SUSI table's and pie chart's cells carry their data, placed as the
/// measured sizes lay it out, with the time and feedback thumbs in the row
/// their bubble reserves: numbers worked out by hand from the styles'
/// documented values.
@Suite struct SUSIRichContentCellTests {
  static let viewWidth = 375.0
  static let date = Date(timeIntervalSince1970: 1_487_347_584)

  /// The raw rect of `text` in system 14 on one line.
  static func oneLine(_ text: String, bold: Bool = false) -> CGRect {
    NSString(string: text).boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: bold ? UIFont.boldSystemFont(ofSize: 14) : UIFont.systemFont(ofSize: 14)], context: nil)
  }

  @Test func aTable_isItsGridAndTextsInTheBubblesPadding() throws {
    let table = SUSITable(
      columns: [.init(key: "c", header: "Currency"), .init(key: "r", header: "Rate")],
      rows: [["EUR", "1.07"], ["USD", "1.00"]])
    let message = SUSIMessage(action: .table(table), text: "rates", isFromUser: false, queryDate: Self.date)
    let cell = try SUSILayout().cell(for: message, viewWidth: Self.viewWidth)
    guard case .table(let drawn) = cell.content else {
      Issue.record("\(cell.content)")
      return
    }
    // Columns: the widest one-line text, rounded up, + 8 + 8, from the bubble at x 8 plus its padding 8.
    let currency = max(Double(Self.oneLine("Currency", bold: true).width), Double(Self.oneLine("EUR").width))
    let rate = max(Double(Self.oneLine("Rate", bold: true).width), Double(Self.oneLine("1.07").width))
    let widths = [currency.rounded(.up) + 16, rate.rounded(.up) + 16]
    #expect(drawn.columnEdges == [16, 16 + widths[0], 16 + widths[0] + widths[1]])
    // Rows: a line of system 14 rounded up, + 6 + 6, from the bubble's top plus its padding 8.
    let row = Double(UIFont.systemFont(ofSize: 14).lineHeight).rounded(.up) + 12
    #expect(drawn.rowEdges == [8, 8 + row, 8 + 2 * row, 8 + 3 * row])
    #expect(drawn.texts.map(\.layout.text.string) == ["Currency", "Rate", "EUR", "1.07", "USD", "1.00"])
    #expect(drawn.texts[3].origin == CGPoint(x: 16 + widths[0] + 8, y: 8 + row + 6))
    // The bubble: the table plus the padding (8, 8, 20, 8), at least a third of the view wide.
    #expect(cell.bubbleFrame == CGRect(x: 8, y: 0, width: max(widths[0] + widths[1] + 16, 125), height: 3 * row + 28))
    // The thumbs: 16 × 16, 2 from the bubble's bottom, the down one 8 from its right edge, the up one 2 before.
    let bubble = cell.bubbleFrame
    #expect(
      cell.accessories == [
        CellAccessory(kind: .thumbsUp, frame: CGRect(x: bubble.maxX - 42, y: bubble.maxY - 18, width: 16, height: 16)),
        CellAccessory(kind: .thumbsDown, frame: CGRect(x: bubble.maxX - 24, y: bubble.maxY - 18, width: 16, height: 16)),
      ])
    #expect(cell.labels.map(\.slot) == [.messageBottom])
  }

  @Test func aPieChart_isItsSharesAndLegend() throws {
    let chart = SUSIPieChart(
      slices: [.init(label: "tea", value: 5500), .init(label: "coffee", value: 2000), .init(label: "none", value: -3)],
      total: 7500, unit: "Liter")
    let message = SUSIMessage(action: .pieChart(chart), text: "drinks", isFromUser: false)
    let cell = try SUSILayout().cell(for: message, viewWidth: Self.viewWidth)
    guard case .pieChart(let drawn) = cell.content else {
      Issue.record("\(cell.content)")
      return
    }
    // Shares of the positive values; a negative one gets none.
    #expect(drawn.fractions == [5500.0 / 7500, 2000.0 / 7500, 0])
    // The pie: 150 wide at the content's origin (bubble x 8 + padding 8, y 0 + 8).
    #expect(drawn.pieFrame == CGRect(x: 16, y: 8, width: 150, height: 150))
    // The first legend row 8 below the pie: a 12-point swatch, the text 12 + 6 in.
    #expect(drawn.legend[0].swatch == CGRect(x: 16, y: 8 + 150 + 8, width: 12, height: 12))
    #expect(drawn.legend[0].text.origin == CGPoint(x: 16 + 18, y: 8 + 150 + 8))
    #expect(drawn.legend.map(\.text.layout.text.string) == chart.slices.map(chart.legendText(for:)))
    // No date: no time label, but the thumbs.
    #expect(cell.labels.isEmpty)
    #expect(cell.accessories.map(\.kind) == [.thumbsUp, .thumbsDown])
  }

  @Test func theUsersMessages_haveNoThumbs() throws {
    let cell = try SUSILayout().cell(for: SUSIMessage.userQuery("hello"), viewWidth: Self.viewWidth)
    #expect(cell.accessories.isEmpty)
    #expect(cell.text != nil)
  }
}
