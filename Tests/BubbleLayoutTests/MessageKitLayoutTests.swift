import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// MessageKit 4.3's arithmetic written out by hand against the engine's raw
/// `boundingRect` (the text size may come from the engine; the formula may not).
@Suite struct MessageKitLayoutTests {
  /// The engine's raw measurement with the options MessageKit's label uses.
  private func raw(_ text: String, width: Double, fontSize: Double = 17) -> CGRect {
    NSString(string: text).boundingRect(
      with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.systemFont(ofSize: fontSize)], context: nil)
  }

  static let texts = [
    "Hello",
    "MessageKit sizes every bubble from the label's used rect, rounded up; this sentence is long enough to wrap.",
    "Two\nlines",
  ]

  @Test func workedNumbers_labelMaxWidth() {
    let layout = MessageKitLayout()
    // W 375: itemWidth 375 − 16 = 359; container max 359 − 30 − (4 + 30) = 295; label max 295 − 32 = 263.
    #expect(layout.itemWidth(viewWidth: 375) == 359)
    #expect(layout.messageContainerMaxWidth(isOutgoing: false, viewWidth: 375) == 295)
    #expect(layout.labelMaxWidth(isOutgoing: false, viewWidth: 375) == 263)
    #expect(layout.labelMaxWidth(isOutgoing: true, viewWidth: 375) == 263)
    // W 320: 304 − 30 − 34 − 32 = 208.
    #expect(layout.labelMaxWidth(isOutgoing: false, viewWidth: 320) == 208)
    #expect(layout.labelMaxWidth(isOutgoing: true, viewWidth: 320) == 208)
  }

  @Test(arguments: texts, [375.0, 320.0])
  func incomingText_defaults(text: String, viewWidth: Double) throws {
    let cell = try MessageKitLayout().cellLayout(for: .text(text), isOutgoing: false, viewWidth: viewWidth)
    let rect = raw(text, width: viewWidth - 16 - 30 - 34 - 32)
    let labelWidth = Double(rect.width).rounded(.up)
    let labelHeight = Double(rect.height).rounded(.up)
    let container = CGSize(width: labelWidth + 18 + 14, height: labelHeight + 7 + 7)
    // .cellBottom: max(avatar 30, 0 + 0 + container + 0 + 0 + 0); no accessory.
    let cellHeight = max(30, Double(container.height))
    #expect(cell.cellSize == CGSize(width: viewWidth - 16, height: cellHeight))
    // Leading: x = avatar 30 + padding.left 4 + 0; y = cellTop 0 + messageTop 0 + padding.top 0.
    #expect(cell.messageContainerFrame == CGRect(origin: CGPoint(x: 34, y: 0), size: container))
    #expect(cell.textRect == CGRect(x: 18, y: 7, width: labelWidth, height: labelHeight))
    // .cellBottom avatar at the cell's bottom-left.
    #expect(cell.avatarFrame == CGRect(x: 0, y: cellHeight - 30, width: 30, height: 30))
  }

  @Test(arguments: texts, [375.0, 320.0])
  func outgoingText_defaults(text: String, viewWidth: Double) throws {
    let cell = try MessageKitLayout().cellLayout(for: .text(text), isOutgoing: true, viewWidth: viewWidth)
    let rect = raw(text, width: viewWidth - 16 - 30 - 34 - 32)
    let labelWidth = Double(rect.width).rounded(.up)
    let labelHeight = Double(rect.height).rounded(.up)
    let itemWidth = viewWidth - 16
    let containerWidth = labelWidth + 14 + 18
    let cellHeight = max(30, labelHeight + 14)
    // Trailing: x = itemWidth − avatar 30 − container.w − padding.right 4 − 0.
    #expect(
      cell.messageContainerFrame
        == CGRect(x: itemWidth - 30 - containerWidth - 4, y: 0, width: containerWidth, height: labelHeight + 14))
    #expect(cell.textRect == CGRect(x: 14, y: 7, width: labelWidth, height: labelHeight))
    #expect(cell.avatarFrame == CGRect(x: itemWidth - 30, y: cellHeight - 30, width: 30, height: 30))
    #expect(cell.cellSize == CGSize(width: itemWidth, height: cellHeight))
  }

  @Test func longText_wrapsAtTheLabelMaxWidth() throws {
    let text = Self.texts[1]
    let cell = try MessageKitLayout().cellLayout(for: .text(text), isOutgoing: false, viewWidth: 320)
    let layout = try TextMeasurer().layout(text, font: .systemFont(ofSize: 17), width: 208)
    #expect(layout.lines.count > 1)
    #expect(Double(try #require(cell.textRect).width) <= 208)
  }

  @Test func attributedText_isMeasuredWithItsOwnFont() throws {
    let text = AttributedText("Custom font", attributes: TextAttributes(font: .boldSystemFont(ofSize: 20)))
    let cell = try MessageKitLayout().cellLayout(for: .attributedText(text), isOutgoing: false, viewWidth: 375)
    let rect = NSString(string: "Custom font").boundingRect(
      with: CGSize(width: 263, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20)], context: nil)
    #expect(
      cell.messageContainerFrame.size
        == CGSize(width: Double(rect.width).rounded(.up) + 32, height: Double(rect.height).rounded(.up) + 14))
  }

  @Test func emptyText_isJustTheInsets() throws {
    let cell = try MessageKitLayout().cellLayout(for: .text(""), isOutgoing: false, viewWidth: 375)
    let rect = raw("", width: 263)
    #expect(cell.messageContainerFrame.size == CGSize(width: Double(rect.width) + 32, height: Double(rect.height) + 14))
    #expect(Double(cell.cellSize.height) == 30.0)
  }

  @Test func bubbleSizing_matchesTheCellLayout() throws {
    let layout = MessageKitLayout()
    for isOutgoing in [false, true] {
      let message = ChatMessage(id: "1", text: "Hello there", isOutgoing: isOutgoing)
      let measured = try layout.measure(message, viewWidth: 375)
      let cell = try layout.cellLayout(for: .text("Hello there"), isOutgoing: isOutgoing, viewWidth: 375)
      #expect(measured == cell.measurement)
      #expect(measured.textRect == cell.textRect)
      #expect(measured.bubbleFrame == cell.messageContainerFrame)
    }
  }
}
