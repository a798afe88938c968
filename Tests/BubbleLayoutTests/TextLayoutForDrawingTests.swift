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

  @Test(arguments: styles.filter { !["sms", "chatlog", "selfsizing"].contains($0.0) }.map(\.0))
  func media_hasNoTextLayout(style name: String) throws {
    let sizer = try #require(Self.styles.first { $0.0 == name }?.1)
    let photo = ChatMessage(id: "p", text: "", isOutgoing: false, media: .photo)
    #expect(try sizer.cell(for: photo, viewWidth: 375).text?.layout == nil)
  }
}
