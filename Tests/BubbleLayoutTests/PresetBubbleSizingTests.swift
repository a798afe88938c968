import Foundation
import Testing

@testable import BubbleLayout

/// The three presets behind one `BubbleSizing` value, as a command line picks them by name.
@Suite struct PresetBubbleSizingTests {
  static let styles: [String: any BubbleSizing] = [
    "sms": SMSPreset(), "chatlog": ChatLogPreset(), "selfsizing": SelfSizingPreset(),
  ]

  @Test(arguments: ["sms", "chatlog", "selfsizing"]) func everyPreset_fillsTheViewsWidth(_ name: String) throws {
    let style = try #require(Self.styles[name])
    for isOutgoing in [false, true] {
      let message = ChatMessage(id: name, text: "Hello Susi", isOutgoing: isOutgoing)
      let measured = try style.measure(message, viewWidth: 375)
      // Every seed sizes its cells (rows) as wide as the view.
      #expect(measured.cellSize.width == 375)
      // Each seed's text view or label starts inside its bubble.
      #expect(measured.textRect.minX > 0 && measured.textRect.minY > 0)
    }
  }
}
