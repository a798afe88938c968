import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// JSQ as a `BubbleSizing` style: the text rect in the bubble, the bubble in
/// the cell, the cell, written out from the xib geometry and JSQ's formula.
@Suite struct JSQBubbleSizerTests {
  typealias Support = JSQTestSupport
  static let text = "Let me know when you're free to talk about the budget."

  @Test func incomingText_sitsAfterTheAvatarAndTheSpacing() throws {
    let measurement = try JSQBubbleSizer().measure(
      ChatMessage(id: "1", text: Self.text, isOutgoing: false), viewWidth: 375)
    let s = Support.integralSize(try Support.rawRect(Self.text, width: 375 - 124))
    let bubble = CGSize(width: max(s.width + 36, 48) + 2, height: s.height + 16)
    #expect(measurement.bubbleFrame == CGRect(x: 30 + 2, y: 0, width: bubble.width, height: bubble.height))
    // Incoming: the frame's right inset (6) is on the avatar side, the left of the bubble.
    #expect(measurement.textRect == CGRect(x: 6 + 14, y: 0 + 7, width: s.width, height: s.height))
    #expect(measurement.cellSize == CGSize(width: 375 - 8, height: bubble.height))
  }

  @Test func outgoingText_endsBeforeTheAvatarOnTheTrailingSide() throws {
    let measurement = try JSQBubbleSizer().measure(
      ChatMessage(id: "1", text: Self.text, isOutgoing: true), viewWidth: 390)
    let s = Support.integralSize(try Support.rawRect(Self.text, width: 390 - 124))
    let bubble = CGSize(width: max(s.width + 36, 48) + 2, height: s.height + 16)
    #expect(
      measurement.bubbleFrame
        == CGRect(x: 382 - 30 - 2 - bubble.width, y: 0, width: bubble.width, height: bubble.height))
    #expect(measurement.textRect == CGRect(x: 0 + 14, y: 7, width: s.width, height: s.height))
    #expect(measurement.cellSize == CGSize(width: 382, height: bubble.height))
  }

  @Test func labels_pushTheBubbleDown_andAddToTheCell() throws {
    let sizer = JSQBubbleSizer(labelHeights: { message in
      JSQCellLabelHeights(
        cellTopLabel: JSQCellLabelHeights.defaultLabelHeight,
        messageBubbleTopLabel: message.isOutgoing ? 0 : JSQCellLabelHeights.defaultLabelHeight, cellBottomLabel: 12.5)
    })
    let measurement = try sizer.measure(ChatMessage(id: "1", text: "Hello Susi", isOutgoing: false), viewWidth: 320)
    let s = Support.integralSize(try Support.rawRect("Hello Susi", width: 196))
    #expect(measurement.bubbleFrame.origin == CGPoint(x: 32, y: 20 + 20))
    #expect(measurement.cellSize == CGSize(width: 312, height: (s.height + 16 + 20 + 20 + 12.5).rounded(.up)))
  }

  @Test func media_fillsItsBubble_withNoTextRect() throws {
    let photo = try JSQBubbleSizer().measure(
      ChatMessage(id: "p", text: "", isOutgoing: true, media: .photo), viewWidth: 375)
    #expect(photo.bubbleFrame == CGRect(x: 367 - 30 - 2 - 210, y: 0, width: 210, height: 150))
    #expect(photo.textRect == .zero)
    #expect(photo.cellSize == CGSize(width: 367, height: 150))
    let location = try JSQBubbleSizer().measure(
      ChatMessage(id: "l", text: "", isOutgoing: false, media: .location), viewWidth: 375)
    #expect(location.bubbleFrame == CGRect(x: 32, y: 0, width: 210, height: 150))
  }

  @Test func withoutAvatars_theSpacingRemains() throws {
    var layout = JSQLayoutConfiguration()
    layout.incomingAvatarViewSize = .zero
    layout.outgoingAvatarViewSize = .zero
    let sizer = JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(configuration: layout))
    let incoming = try sizer.measure(ChatMessage(id: "1", text: "ok", isOutgoing: false), viewWidth: 375)
    #expect(Double(incoming.bubbleFrame.origin.x) == 0 + 2)
    let outgoing = try sizer.measure(ChatMessage(id: "2", text: "ok", isOutgoing: true), viewWidth: 375)
    #expect(Double(outgoing.bubbleFrame.maxX) == 367 - 0 - 2)
  }

  @Test func exactMode_bubbleHoldsTheTextRect() throws {
    let sizer = JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(mode: .exact))
    for (index, text) in Support.texts.enumerated() {
      let measurement = try sizer.measure(
        ChatMessage(id: "\(index)", text: text, isOutgoing: index % 2 == 1), viewWidth: 414)
      let raw = try Support.rawRect(text, width: 414 - 124)
      let textSize = CGSize(width: Double(raw.width).rounded(.up), height: Double(raw.height).rounded(.up))
      #expect(measurement.textRect.size == textSize)
      // Text + container insets + frame insets, nothing else (above the 48-pt minimum).
      #expect(Double(measurement.bubbleFrame.width) == max(Double(textSize.width) + 28 + 6, 48))
      #expect(Double(measurement.bubbleFrame.height) == Double(textSize.height) + 14)
      #expect(Double(measurement.textRect.maxY) + 7 == Double(measurement.bubbleFrame.height))
    }
  }

  @Test func fixedWidthBubbles_readTheCollectionViewHeight() throws {
    var layout = JSQLayoutConfiguration()
    layout.usesFixedWidthBubbles = true
    let landscape = JSQBubbleSizer(
      calculator: JSQBubbleSizeCalculator(configuration: layout), collectionViewHeight: 375)
    let text = Support.paragraph
    let measurement = try landscape.measure(ChatMessage(id: "1", text: text, isOutgoing: false), viewWidth: 667)
    // MIN(667 − 10, 375 − 10) = 365 → 365 − 30 − 50 − 36 = 249.
    let s = Support.integralSize(try Support.rawRect(text, width: 249))
    #expect(measurement.bubbleFrame.size == CGSize(width: max(s.width + 36, 48) + 2, height: s.height + 16))
    #expect(Double(measurement.cellSize.width) == 667 - 8)
  }
}
