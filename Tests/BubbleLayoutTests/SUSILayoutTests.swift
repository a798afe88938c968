import Foundation
import SUSIFixtures
import SUSIResponseReading
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// SUSI iOS's cell heights and bubble frames, written out by hand against
/// the engine's raw `estimatedFrame` (the call SUSI makes, verbatim).
@Suite struct SUSILayoutTests {
  /// `estimatedFrame(message:)` from `ChatVCMethods.swift`.
  private func estimatedFrame(_ message: String) -> CGRect {
    let size = CGSize(width: 250, height: 1000)
    let options = NSStringDrawingOptions.usesFontLeading.union(.usesLineFragmentOrigin)
    return NSString(string: message).boundingRect(
      with: size, options: options, attributes: [.font: UIFont.systemFont(ofSize: 16)], context: nil)
  }

  static let texts = [
    "Hi",
    "Hello! I am SUSI, your friendly artificial intelligence. Ask me anything, and I will try to answer it.",
    "",
  ]

  @Test(arguments: texts)
  func estimatedFrame_isTheRawBoundingRect(text: String) throws {
    #expect(try SUSILayout().estimatedFrame(for: text) == estimatedFrame(text))
  }

  @Test(arguments: texts, [375.0, 320.0, 414.0])
  func answer_incomingBubble(text: String, viewWidth: Double) throws {
    let message = SUSIMessage(action: .answer(expression: text), text: text, isFromUser: false)
    let measured = try SUSILayout().measure(message, viewWidth: viewWidth)
    let frame = estimatedFrame(text)
    let w = Double(frame.width)
    let h = Double(frame.height)
    #expect(measured.type == .answer)
    #expect(measured.cellSize == CGSize(width: viewWidth, height: h + 38))
    #expect(measured.bubbleFrame == CGRect(x: 8, y: 0, width: max(w + 40, viewWidth / 3), height: h + 36))
    // Text view at (12, 4) in the cell, bubble at (8, 0); UIKit pads 5 and insets 8.
    #expect(measured.contentRect == CGRect(x: 12 - 8 + 5, y: 4 + 8, width: w, height: h))
  }

  @Test(arguments: texts, [375.0, 320.0, 414.0])
  func userQuery_outgoingBubble(text: String, viewWidth: Double) throws {
    let measured = try SUSILayout().measure(SUSIMessage.userQuery(text), viewWidth: viewWidth)
    let frame = estimatedFrame(text)
    let w = Double(frame.width)
    let h = Double(frame.height)
    let bubbleX = viewWidth - max(w + 40, viewWidth / 4 + 8)
    let textViewX = viewWidth - max(w + 34, viewWidth / 4)
    #expect(measured.cellSize == CGSize(width: viewWidth, height: h + 38))
    #expect(measured.bubbleFrame == CGRect(x: bubbleX, y: 0, width: max(w + 34, viewWidth / 4), height: h + 36))
    #expect(measured.contentRect == CGRect(x: textViewX - bubbleX + 5, y: 4 + 8, width: w, height: h))
  }

  @Test func anchor_hasNoMinimumWidth() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mapWithAnchor.utf8))
    let measured = try SUSILayout().measure(response, viewWidth: 375)
    let frame = estimatedFrame("Here is a map")
    let w = Double(frame.width)
    let h = Double(frame.height)
    #expect(measured.map(\.type) == [.anchor, .map])
    #expect(measured[0].cellSize == CGSize(width: 375, height: h + 38))
    #expect(measured[0].bubbleFrame == CGRect(x: 8, y: 0, width: w + 40, height: h + 36))
    #expect(measured[1].cellSize == CGSize(width: 375, height: 200))
    #expect(measured[1].bubbleFrame == CGRect(x: 8, y: 0, width: 275, height: 198))
    #expect(measured[1].contentRect == nil)
  }

  @Test func fixedCells_andStop() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mixed.utf8))
    let measured = try SUSILayout().measure(response, viewWidth: 320)
    #expect(measured.map(\.type) == [.websearch, .videoPlay, .audioPlay, .stop, .answer])
    #expect(measured[0].cellSize == CGSize(width: 320, height: 145))
    #expect(measured[0].bubbleFrame == CGRect(x: 0, y: 0, width: 320, height: 135))
    for player in measured[1...2] {
      #expect(player.cellSize == CGSize(width: 320, height: 158))
      #expect(player.bubbleFrame == CGRect(x: 8, y: 0, width: 208, height: 158))
    }
    let stopped = estimatedFrame("Stopped")
    #expect(measured[3].cellSize == CGSize(width: 320, height: Double(stopped.height) + 38))
    #expect(
      measured[3].bubbleFrame
        == CGRect(x: 8, y: 0, width: max(Double(stopped.width) + 40, 320.0 / 3), height: Double(stopped.height) + 36))
    // The image answer: 173, bubble 228 × 173.
    #expect(measured[4].cellSize == CGSize(width: 320, height: 173))
    #expect(measured[4].bubbleFrame == CGRect(x: 8, y: 0, width: 228, height: 173))
  }

  @Test func typingIndicator() throws {
    let measured = try SUSILayout().measure(SUSIMessage.typingIndicator, viewWidth: 375)
    #expect(measured.cellSize == CGSize(width: 375, height: 44))
    #expect(measured.bubbleFrame == CGRect(x: 4, y: 0, width: 100, height: 44))
  }

  @Test func fixedCells_areTheLayoutsStoredNumbers() throws {
    var layout = SUSILayout()
    layout.fixedCells.map = SUSIFixedCellSize(cellHeight: 120, bubbleFrame: CGRect(x: 10, y: 2, width: 200, height: 110))
    layout.fixedCells.cardsCellHeight = 100
    layout.fixedCells.cardsStripHeight = 90
    layout.fixedCells.typingIndicator.cellHeight = 30
    layout.textCells.incomingBubbleX = 16
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mapWithAnchor.utf8))
    let map = try layout.measure(response, viewWidth: 375)[1]
    #expect(map.cellSize == CGSize(width: 375, height: 120))
    #expect(map.bubbleFrame == CGRect(x: 10, y: 2, width: 200, height: 110))
    let cards = try layout.measure(SUSIResponse(jsonData: Data(SUSIResponseFixtures.mixed.utf8)), viewWidth: 320)[0]
    #expect(cards.cellSize == CGSize(width: 320, height: 100))
    #expect(cards.bubbleFrame == CGRect(x: 0, y: 0, width: 320, height: 90))
    #expect(try layout.measure(SUSIMessage.typingIndicator, viewWidth: 375).cellSize == CGSize(width: 375, height: 30))
    let custom = try layout.measure(
      ChatMessage(id: "m", text: "", isOutgoing: false, media: .custom(width: 50, height: 40)), viewWidth: 375)
    #expect(custom.bubbleFrame == CGRect(x: 16, y: 0, width: 50, height: 40))
  }

  @Test func tablesAndCharts_asSUSIiOS() throws {
    var layout = SUSILayout()
    layout.richContentSizing = .asSUSIiOS
    let table = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.currencyTable.utf8)).messages[1]
    let query = estimatedFrame("stock quotes")
    let measuredTable = try layout.measure(table, viewWidth: 375)
    #expect(measuredTable.cellSize == CGSize(width: 375, height: Double(query.height) + 38))
    #expect(measuredTable.bubbleFrame == .zero)
    let chart = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.pieChart.utf8)).messages[1]
    let chartQuery = estimatedFrame("test piechart action")
    let measuredChart = try layout.measure(chart, viewWidth: 375)
    #expect(measuredChart.type == .piechart)
    #expect(measuredChart.cellSize == CGSize(width: 375, height: Double(chartQuery.height) + 38))
    #expect(
      measuredChart.bubbleFrame
        == CGRect(
          x: 8, y: 0, width: max(Double(chartQuery.width) + 40, 375.0 / 3), height: Double(chartQuery.height) + 36))
  }

  @Test func measurements_encodeAsTheCLIPrintsThem() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mapWithAnchor.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(try SUSILayout().measure(response, viewWidth: 375))
    let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(decoded.count == 2)
    #expect(Set(decoded[1].keys) == ["type", "cell", "bubble"])
    #expect(decoded[1]["type"] as? String == "map")
    let cell = try #require(decoded[1]["cell"] as? [String: Double])
    #expect(cell == ["width": 375, "height": 200])
    let bubble = try #require(decoded[1]["bubble"] as? [String: Double])
    #expect(bubble == ["x": 8, "y": 0, "width": 275, "height": 198])
  }

  @Test func bubbleSizing_chatMessages() throws {
    let layout = SUSILayout()
    let incoming = try layout.measure(ChatMessage(id: "1", text: "Hello", isOutgoing: false), viewWidth: 375)
    let answer = SUSIMessage(action: .answer(expression: "Hello"), text: "Hello", isFromUser: false)
    #expect(incoming == (try layout.measure(answer, viewWidth: 375)).measurement)
    let outgoing = try layout.measure(ChatMessage(id: "2", text: "Hello", isOutgoing: true), viewWidth: 375)
    #expect(outgoing == (try layout.measure(SUSIMessage.userQuery("Hello"), viewWidth: 375)).measurement)
    func media(_ media: ChatMessage.Media) throws -> BubbleMeasurement {
      try layout.measure(ChatMessage(id: "m", text: "", isOutgoing: false, media: media), viewWidth: 375)
    }
    #expect(
      try media(.photo)
        == BubbleMeasurement(
          textRect: .zero, bubbleFrame: CGRect(x: 8, y: 0, width: 228, height: 173),
          cellSize: CGSize(width: 375, height: 173)))
    #expect(try media(.video).bubbleFrame == CGRect(x: 8, y: 0, width: 208, height: 158))
    #expect(try media(.audio).cellSize == CGSize(width: 375, height: 158))
    #expect(try media(.location).bubbleFrame == CGRect(x: 8, y: 0, width: 275, height: 198))
    #expect(
      try media(.custom(width: 120, height: 90))
        == BubbleMeasurement(
          textRect: .zero, bubbleFrame: CGRect(x: 8, y: 0, width: 120, height: 90),
          cellSize: CGSize(width: 375, height: 90)))
  }
}
