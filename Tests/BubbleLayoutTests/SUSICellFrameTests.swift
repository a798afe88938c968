import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// SUSI's cells, frame by frame, against the SUSI iOS client's numbers
/// written out here: `sizeForItemAt`'s heights, the cells' bubble frames,
/// the text views at (12, 4) (incoming) with UIKit's container inset 8 and
/// line fragment padding 5, and the time label's constraints
/// (`V:[time]-4-|`, `H:[time]-4-[up(16)]-2-[down(16)]-8-|` on SUSI's side,
/// `H:[time]-8-|` on the user's). `estimatedFrame` comes from
/// `NSString.boundingRect`, not from the layout.
@Suite struct SUSICellFrameTests {
  static let viewWidth = 375.0
  static let texts = [
    "Hi",
    "Hello Susi",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. It has been the standard since the 1500s.",
  ]

  /// `estimatedFrame`: boundingRect(system 16) in 250 × 1000, unrounded.
  static func estimatedSize(_ text: String) throws -> (w: Double, h: Double) {
    let rect = text.boundingRect(
      with: CGSize(width: 250, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.systemFont(ofSize: 16)], context: nil)
    try #require(!rect.isNull)
    return (Double(rect.width), Double(rect.height))
  }

  @Test func answer_isIncomingBubbleCellsFrames() throws {
    let v = Self.viewWidth
    for text in Self.texts {
      let (w, h) = try Self.estimatedSize(text)
      let cell = try SUSILayout().cell(for: ChatMessage(id: "a", text: text, isOutgoing: false), viewWidth: v)
      #expect(cell.size == CGSize(width: v, height: h + 38), "\(text)")
      #expect(cell.bubbleFrame == CGRect(x: 8, y: 0, width: max(w + 40, v / 3), height: h + 36), "\(text)")
      // The text view at (12, 4); its glyphs 5 (padding) and 8 (inset) further in.
      #expect(cell.text?.frame == CGRect(x: 12 + 5, y: 4 + 8, width: w, height: h), "\(text)")
      #expect(cell.text?.origin == CGPoint(x: 17, y: 12), "\(text)")
      #expect(cell.avatarFrame == nil)
    }
  }

  @Test func userQuery_isOutgoingChatCellsFrames() throws {
    let v = Self.viewWidth
    for text in Self.texts {
      let (w, h) = try Self.estimatedSize(text)
      let cell = try SUSILayout().cell(for: ChatMessage(id: "q", text: text, isOutgoing: true), viewWidth: v)
      #expect(cell.size == CGSize(width: v, height: h + 38), "\(text)")
      #expect(
        cell.bubbleFrame == CGRect(x: v - max(w + 40, v / 4 + 8), y: 0, width: max(w + 34, v / 4), height: h + 36),
        "\(text)")
      let textViewX = v - max(w + 34, v / 4)
      #expect(cell.text?.frame == CGRect(x: textViewX + 5, y: 12, width: w, height: h), "\(text)")
    }
  }

  @Test func anchorAndStop_haveTheirCellsFrames() throws {
    let v = Self.viewWidth
    let (w, h) = try Self.estimatedSize("fossasia")
    let anchor = try SUSILayout().cell(
      for: SUSIMessage(
        action: .anchor(text: "fossasia", link: "https://fossasia.org"), text: "fossasia", isFromUser: false),
      viewWidth: v)
    // AnchorCell: no minimum width.
    #expect(anchor.bubbleFrame == CGRect(x: 8, y: 0, width: w + 40, height: h + 36))
    #expect(anchor.size == CGSize(width: v, height: h + 38))
    #expect(anchor.text?.frame == CGRect(x: 17, y: 12, width: w, height: h))
    let (sw, sh) = try Self.estimatedSize("Stopped")
    let stop = try SUSILayout().cell(for: SUSIMessage(action: .stop, text: "Stopped", isFromUser: false), viewWidth: v)
    #expect(stop.bubbleFrame == CGRect(x: 8, y: 0, width: max(sw + 40, v / 3), height: sh + 36))
  }

  @Test(arguments: [false, true]) func timeLabel_sitsInTheBubblesCorner(isOutgoing: Bool) throws {
    var message = ChatMessage(id: "t", text: "Hello Susi", isOutgoing: isOutgoing)
    message.labels = MessageLabels(messageBottom: "10:24 AM")
    let cell = try SUSILayout().cell(for: message, viewWidth: Self.viewWidth)
    // The label's intrinsic size: italic 8 pt, rounded up to whole points.
    let size = "10:24 AM".size(withAttributes: [.font: UIFont.italicSystemFont(ofSize: 8)])
    let label = CGSize(width: Double(size.width).rounded(.up), height: Double(size.height).rounded(.up))
    // 4 above the bubble's bottom; 8 from its right edge, or 4 + 16 + 2 + 16 + 8 = 46 past SUSI's thumbs.
    let trailing = isOutgoing ? 8.0 : 46
    let bubble = cell.bubbleFrame
    #expect(cell.labels.map(\.slot) == [.messageBottom])
    #expect(
      cell.labels.first?.frame
        == CGRect(
          origin: CGPoint(
            x: Double(bubble.maxX) - trailing - Double(label.width), y: Double(bubble.maxY) - 4 - Double(label.height)),
          size: label))
  }

  @Test func fixedCells_areTheClientsNumbers() throws {
    let v = Self.viewWidth
    let cases: [(SUSIMessage, CGSize, CGRect)] = [
      (.typingIndicator, CGSize(width: v, height: 44), CGRect(x: 4, y: 0, width: 100, height: 44)),
      (
        SUSIMessage(action: .map(SUSIMapLocation(latitude: 52.5, longitude: 13.4)), text: "Berlin", isFromUser: false),
        CGSize(width: v, height: 200), CGRect(x: 8, y: 0, width: 275, height: 198)
      ),
      (
        SUSIMessage(action: .websearch(query: "fossasia"), text: "fossasia", isFromUser: false),
        CGSize(width: v, height: 145), CGRect(x: 0, y: 0, width: v, height: 135)
      ),
      (
        SUSIMessage(
          action: .answer(expression: "https://example.org/cat.jpg"), text: "https://example.org/cat.jpg",
          isFromUser: false),
        CGSize(width: v, height: 173), CGRect(x: 8, y: 0, width: 228, height: 173)
      ),
      (
        SUSIMessage(action: .videoPlay(SUSIPlayback(identifier: "abc")), text: "video", isFromUser: false),
        CGSize(width: v, height: 158), CGRect(x: 8, y: 0, width: 208, height: 158)
      ),
    ]
    for (message, size, bubble) in cases {
      let cell = try SUSILayout().cell(for: message, viewWidth: v)
      #expect(cell.size == size, "\(message.action.type)")
      #expect(cell.bubbleFrame == bubble, "\(message.action.type)")
      #expect(cell.media?.frame == bubble, "\(message.action.type)")
      #expect(cell.text == nil, "\(message.action.type)")
    }
  }
}
