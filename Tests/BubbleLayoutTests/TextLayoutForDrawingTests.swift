import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// Every style hands the renderer the layout it measured: the message's whole
/// text, fitting inside the text rect the style gave it.
@Suite struct TextLayoutForDrawingTests {
  static let styles: [(String, any BubbleSizing)] = [
    ("jsq", JSQBubbleSizer()), ("jsq-exact", JSQBubbleSizer(calculator: JSQBubbleSizeCalculator(mode: .exact))),
    ("messagekit", MessageKitLayout()), ("susi", SUSILayout()), ("sms", SMSPreset()), ("chatlog", ChatLogPreset()),
    ("selfsizing", SelfSizingPreset()),
  ]

  static let texts = [
    "Hello Susi", "👍",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
    "See you at 7?\nBring the slides.",
  ]

  @Test(arguments: styles.map(\.0))
  func layout_isTheWholeTextInsideTheTextRect(style name: String) throws {
    let sizer = try #require(Self.styles.first { $0.0 == name }?.1)
    for (index, text) in Self.texts.enumerated() {
      for outgoing in [false, true] {
        let message = ChatMessage(id: "\(index)", text: text, isOutgoing: outgoing)
        let measured = try sizer.measure(message, viewWidth: 375)
        let layout = try #require(try sizer.cell(for: message, viewWidth: 375).text?.layout)
        #expect(layout.lines.map(\.text).joined() == text, "\(name)")
        #expect(Double(layout.size.width) <= Double(measured.textRect.width) + 1e-9, "\(name): \(text)")
        #expect(Double(layout.size.height) <= Double(measured.textRect.height) + 1e-9, "\(name): \(text)")
      }
    }
  }

  static let media: [(ChatMessage.Media, CellMedia.Kind)] = [
    (.photo, .photo), (.video, .video), (.location, .location), (.audio, .audio),
    (.custom(width: 120, height: 80), .other),
  ]

  @Test(arguments: styles.map(\.0))
  func media_isMediaInsideTheBubbleWithNoText(style name: String) throws {
    let sizer = try #require(Self.styles.first { $0.0 == name }?.1)
    for (media, kind) in Self.media {
      for outgoing in [false, true] {
        let message = ChatMessage(id: "m", text: "", isOutgoing: outgoing, media: media)
        let cell = try sizer.cell(for: message, viewWidth: 375)
        #expect(cell.text == nil, "\(name): \(media)")
        let placed = try #require(cell.media, "\(name): \(media)")
        #expect(placed.kind == kind, "\(name): \(media)")
        #expect(placed.frame.width > 0 && placed.frame.height > 0, "\(name): \(media)")
        #expect(cell.bubbleFrame.contains(placed.frame), "\(name): \(media) \(placed.frame) in \(cell.bubbleFrame)")
      }
    }
  }
}
