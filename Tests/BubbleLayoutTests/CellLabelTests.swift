import BubbleLayout
import FontOracles
import Foundation
import Testing
import TextMeasure

/// Labels: their texts from a conversation (each style's rule, dates in
/// en_US_POSIX and UTC), their heights measured in the label font (checked
/// against Inter's `hhea` line height), and their frames where each source
/// puts them.
@Suite struct CellLabelTests {
  /// Two messages from sam, then one from ana (me), at 18:02:11Z, 18:03:40Z, 18:05:02Z.
  static let conversation = try! Conversation(
    jsonData: Data(
      """
      {"me": "ana", "participants": [{"id": "ana", "name": "Ana Ferreira"}, {"id": "sam", "name": "Sam Okafor"}],
       "messages": [
        {"sender": "sam", "date": "2024-05-03T18:02:11Z", "text": "Hey!"},
        {"sender": "sam", "date": "2024-05-03T19:03:40+01:00", "text": "Flights?"},
        {"sender": "ana", "date": "2024-05-03T18:05:02Z", "text": "Booked."}]}
      """.utf8))

  /// The system font's line height at `size` (SF Pro's), rounded up (a label's height).
  static func labelHeight(size: Double) -> Double {
    SFProLineMetrics.lineHeight(size).rounded(.up)
  }

  @Test func rules_formatDatesInPOSIXAndUTC() {
    let c = Self.conversation
    #expect(MessageLabelRule.jsqDemo.labels(c, 0) == MessageLabels(cellTop: "May 3, 2024 6:02 PM", messageTop: "Sam Okafor"))
    // Same sender: no name; index 1 is not a multiple of 3: no timestamp.
    #expect(MessageLabelRule.jsqDemo.labels(c, 1) == .none)
    // Outgoing: never a name.
    #expect(MessageLabelRule.jsqDemo.labels(c, 2) == .none)
    #expect(
      MessageLabelRule.messageKitExample.labels(c, 0)
        == MessageLabels(cellTop: "May 3, 2024, 6:02 PM", messageTop: "Sam Okafor", messageBottom: "6:02 PM"))
    // 19:03:40+01:00 is 18:03:40 UTC.
    #expect(MessageLabelRule.messageKitExample.labels(c, 1).messageBottom == "6:03 PM")
    #expect(MessageLabelRule.smsSeed.labels(c, 1) == MessageLabels(cellTop: "2024-05-03 18:03:40 +0000"))
    #expect(MessageLabelRule.susiClient.labels(c, 2) == MessageLabels(messageBottom: "6:05 PM"))
  }

  @Test func jsq_labelHeightsAreMeasuredAndStackAboveTheBubble() throws {
    let style = ConversationStyle.jsq()
    let plain = try style.sizer.measure(Self.conversation.messages[0], viewWidth: 375)
    let labeled = try style.sizer.measure(style.message(at: 0, of: Self.conversation), viewWidth: 375)
    let h12 = Self.labelHeight(size: 12)  // Caption1, 12 pt: cell top and bubble top labels
    #expect(Double(labeled.bubbleFrame.minY) == 2 * h12)
    #expect(Double(labeled.cellSize.height) == Double(plain.cellSize.height) + 2 * h12)
    let labels = try style.sizer.cell(for: style.message(at: 0, of: Self.conversation), viewWidth: 375).labels
    #expect(labels.map(\.slot) == [.cellTop, .messageTop])
    // Item width 375 − 4 − 4; the name is inset 60 on the avatar (left) side.
    #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 367, height: h12))
    #expect(labels[1].frame == CGRect(x: 0, y: h12, width: 367, height: h12))
    #expect(labels[1].textOrigin.x == 60)
    #expect(labels[1].layout.text.string == "Sam Okafor")
  }

  @Test func messageKit_labelsSitAroundTheContainer() throws {
    let style = ConversationStyle.messageKit()
    let message = style.message(at: 0, of: Self.conversation)
    let measurement = try style.sizer.measure(message, viewWidth: 375)
    let labels = try style.sizer.cell(for: message, viewWidth: 375).labels
    let (h10, h12, h11) = (Self.labelHeight(size: 10), Self.labelHeight(size: 12), Self.labelHeight(size: 11))
    #expect(labels.map(\.slot) == [.cellTop, .messageTop, .messageBottom])
    // Cell top at 0; the name just above the container (padding top 0); the time just below it.
    #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 359, height: h10))
    #expect(labels[1].frame == CGRect(x: 0, y: h10, width: 359, height: h12))
    #expect(Double(measurement.bubbleFrame.minY) == h10 + h12)
    #expect(labels[2].frame == CGRect(x: 0, y: Double(measurement.bubbleFrame.maxY), width: 359, height: h11))
    // Incoming: left-aligned, 42 from the left.
    #expect(labels[1].textOrigin.x == 42)
    // The bubble (one line of 17 pt: ⌈line⌉ + 14) and the three labels, stacked.
    let body = SFProLineMetrics.lineHeight(17).rounded(.up) + 14
    #expect(Double(measurement.cellSize.height) == h10 + h12 + body + h11)
  }

  @Test func susi_timeSitsInTheBubblesBottomCorner() throws {
    let style = ConversationStyle.susi()
    let outgoing = style.message(at: 2, of: Self.conversation)
    let bubble = try style.sizer.measure(outgoing, viewWidth: 375).bubbleFrame
    let label = try #require(try style.sizer.cell(for: outgoing, viewWidth: 375).labels.first)
    let height = SFProLineMetrics.lineHeight(8).rounded(.up)
    #expect(label.layout.text.string == "6:05 PM")
    #expect(label.frame.maxX == bubble.maxX - 8)
    #expect(label.frame.maxY == bubble.maxY - 4)
    #expect(Double(label.frame.height) == height)
    let incoming = style.message(at: 0, of: Self.conversation)
    let incomingBubble = try style.sizer.measure(incoming, viewWidth: 375).bubbleFrame
    // 4 + 16 + 2 + 16 + 8: the feedback thumbs come first.
    #expect(try style.sizer.cell(for: incoming, viewWidth: 375).labels.first?.frame.maxX == incomingBubble.maxX - 46)
  }

  @Test func sms_dateIsInTheSeedsFrameAndLeavesTheRowAlone() throws {
    let style = ConversationStyle.sms()
    let message = style.message(at: 0, of: Self.conversation)
    let label = try #require(try style.sizer.cell(for: message, viewWidth: 375).labels.first)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 15))
    #expect(label.layout.text.string == "2024-05-03 18:02:11 +0000")
    // Centred vertically: (15 − bold 14 pt line height) / 2.
    let line = SFProLineMetrics.lineHeight(14)
    #expect(abs(Double(label.textOrigin.y) - (15 - line) / 2) < 1e-9)
    #expect(
      try style.sizer.measure(message, viewWidth: 375) == (try style.sizer.measure(Self.conversation.messages[0], viewWidth: 375)))
  }

  @Test func chatLogAndSelfSizing_showNoLabels() throws {
    for style in [ConversationStyle.chatLog(), .selfSizing()] {
      let message = style.message(at: 0, of: Self.conversation)
      #expect(try style.sizer.cell(for: message, viewWidth: 375).labels.isEmpty)
    }
  }
}
