import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// The three tutorial presets' cells, frame by frame, against the seeds'
/// code written out here (the SMS table view's `heightForRowAtIndexPath:` and
/// `cellForRowAtIndexPath:`, the chat-log tutorial's `estimatedFrame` frames,
/// the self-sizing tutorial's constraints). Text sizes come from
/// `NSString.boundingRect` and `UITextView.sizeThatFits`, not from the presets.
/// Media sizes are left to the presets' own tests.
@Suite struct PresetCellFrameTests {
  static let texts = [
    "Hello there!",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. It has been the standard since the 1500s.",
  ]

  static func boundingRect(_ text: String, font: UIFont, size: CGSize) throws -> CGRect {
    let rect = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
    try #require(!rect.isNull)
    return rect
  }

  @Test func sms_isTheTablesArithmetic() throws {
    for text in Self.texts {
      for isOutgoing in [false, true] {
        let cell = try SMSPreset().cell(for: ChatMessage(id: "s", text: text, isOutgoing: isOutgoing), viewWidth: 320)
        // labelHeight: sizeWithFont(system 14) in (56 × 3 − 25) × 9999, in whole points;
        // the stretch is that less one fragment, at least 0.
        let textHeight = try Self.boundingRect(
          text, font: .systemFont(ofSize: 14), size: CGSize(width: 143, height: 9999)
        )
        .height.rounded(.up)
        let stretch = max(0, Double(textHeight) - 32)
        // The row: bubble_y 20 + 2 fragments of 32 + the stretch + 5, as wide as the table.
        #expect(cell.size == CGSize(width: 320, height: 20 + 64 + stretch + 5), "\(text)")
        // The nine fragments span (bubble_x, bubble_y, 3 × 56, 2 × 32 + stretch), on the left for every sender.
        #expect(cell.bubbleFrame == CGRect(x: 10, y: 20, width: 168, height: 64 + stretch), "\(text)")
        #expect(cell.avatarFrame == nil)
        // messageLabel.frame = (bubble_x + 10, bubble_y + 5, 56 × 3 − 25, 32 × 2 + labelHeight − 10).
        let label = CGRect(x: 20, y: 25, width: 143, height: 54 + stretch)
        let placed = try #require(cell.text)
        #expect(placed.frame == label, "\(text)")
        // UITextAlignmentCenter: each line centred in the label's 143 pt, the text centred vertically.
        #expect(Double(placed.origin.y) == 25 + (Double(label.height) - Double(placed.layout.size.height)) / 2)
        for (line, offset) in zip(placed.layout.lines, placed.lineOffsets) {
          let left = Double(placed.origin.x) + Double(line.origin.x) + offset
          #expect(abs(left - (20 + (143 - line.width) / 2)) < 1e-9, "\(line.text)")
        }
      }
    }
  }

  @Test func sms_dateLabelIsTheSeedsFixedFrame() throws {
    var message = ChatMessage(id: "d", text: "Hello there!", isOutgoing: false)
    message.labels = MessageLabels(cellTop: "2010-08-02 10:24:00 +0800")
    let cell = try SMSPreset().cell(for: message, viewWidth: 320)
    // dateLabel.frame = CGRectMake(0.0, 0.0, 200, 15.0), whatever the date.
    #expect(cell.labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 15)])
    #expect(cell.labels.map(\.slot) == [.cellTop])
    #expect(cell.bubbleFrame.minY == 20)
  }

  @Test func sms_rightToLeftLinesAreCentredOnWhatShows() throws {
    let text = "שלום עולם, מה שלומך היום? אני מקווה שהכול בסדר אצלך ואצל המשפחה."
    let cell = try SMSPreset().cell(for: ChatMessage(id: "r", text: text, isOutgoing: false), viewWidth: 320)
    let placed = try #require(cell.text)
    try #require(placed.layout.lines.count > 1)
    for (line, offset) in zip(placed.layout.lines, placed.lineOffsets) {
      // A right-to-left line's trailing space hangs at its visual left: its shown glyphs start after it.
      let advance = line.runs.reduce(0) { $0 + $1.width }
      let shownLeft = Double(placed.origin.x) + Double(line.origin.x) + offset + (advance - line.width)
      #expect(abs(shownLeft - (20 + (143 - line.width) / 2)) < 1e-9, "\(line.text)")
    }
  }

  @Test func chatLog_isTheEstimatedFramesArithmetic() throws {
    let viewWidth = 375.0
    for text in Self.texts {
      // estimatedFrame: boundingRect(system 18) in 250 × 1000, used as it is.
      let estimate = try Self.boundingRect(text, font: .systemFont(ofSize: 18), size: CGSize(width: 250, height: 1000))
      let (w, h) = (Double(estimate.width), Double(estimate.height))
      let incoming = try ChatLogPreset().cell(
        for: ChatMessage(id: "i", text: text, isOutgoing: false), viewWidth: viewWidth)
      // Even rows: text view (16, 0, w + 16, h + 30), bubble (4, −4, w + 16 + 8 + 16, h + 20 + 6); cell (V, h + 20).
      #expect(incoming.size == CGSize(width: viewWidth, height: h + 20))
      #expect(incoming.bubbleFrame == CGRect(x: 4, y: -4, width: w + 40, height: h + 26))
      #expect(incoming.text?.frame == CGRect(x: 16, y: 0, width: w + 16, height: h + 30))
      // The text view's defaults: line fragment padding 5, text container inset 8 on top.
      #expect(incoming.text?.origin == CGPoint(x: 16 + 5, y: 8))
      let outgoing = try ChatLogPreset().cell(
        for: ChatMessage(id: "o", text: text, isOutgoing: true), viewWidth: viewWidth)
      // Odd rows: text view (V − w − 16 − 16, 0, w + 16, h + 20),
      // bubble (V − w − 16 − 8 − 16, −4, w + 16 + 8 + 10, h + 20 + 6).
      #expect(outgoing.size == CGSize(width: viewWidth, height: h + 20))
      #expect(outgoing.bubbleFrame == CGRect(x: viewWidth - w - 40, y: -4, width: w + 34, height: h + 26))
      #expect(outgoing.text?.frame == CGRect(x: viewWidth - w - 32, y: 0, width: w + 16, height: h + 20))
      #expect(outgoing.text?.origin == CGPoint(x: viewWidth - w - 32 + 5, y: 8))
      #expect(incoming.avatarFrame == nil && outgoing.avatarFrame == nil)
      #expect(incoming.labels.isEmpty && outgoing.labels.isEmpty)
    }
  }

  @Test(arguments: [false, true]) func selfSizing_isTheConstraintsArithmetic(isOutgoing: Bool) throws {
    let viewWidth = 375.0
    for text in Self.texts {
      let cell = try SelfSizingPreset().cell(
        for: ChatMessage(id: "s", text: text, isOutgoing: isOutgoing), viewWidth: viewWidth)
      // The text view (system 20, scrolling off) at most 285 − 12 − 12 wide, rounded up to whole points.
      let textView = UITextView(frame: .zero)
      textView.font = .systemFont(ofSize: 20)
      textView.isScrollEnabled = false
      textView.text = text
      let fits = textView.sizeThatFits(CGSize(width: 261, height: 0))
      let textSize = CGSize(width: min(261, Double(fits.width).rounded(.up)), height: Double(fits.height).rounded(.up))
      // The bubble: the text view padded (4, 12, 4, 12), 20 from its side, pinned to the cell's top and bottom.
      let bubble = CGSize(width: Double(textSize.width) + 24, height: Double(textSize.height) + 8)
      let x = isOutgoing ? viewWidth - 20 - Double(bubble.width) : 20
      #expect(cell.size == CGSize(width: viewWidth, height: bubble.height), "\(text)")
      #expect(cell.bubbleFrame == CGRect(origin: CGPoint(x: x, y: 0), size: bubble), "\(text)")
      #expect(cell.text?.frame == CGRect(origin: CGPoint(x: x + 12, y: 4), size: textSize), "\(text)")
      // Glyphs at the text view's line fragment padding 5 and top inset 8.
      #expect(cell.text?.origin == CGPoint(x: x + 12 + 5, y: 4 + 8), "\(text)")
      #expect(cell.avatarFrame == nil && cell.labels.isEmpty)
    }
  }
}
