import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// Emoji-only messages (twice the body size) and media (scaled to the
/// container's max width), as MessageKit's emoji and media calculators size them.
@Suite struct MessageKitEmojiAndMediaTests {
  @Test(arguments: ["👍", "🇫🇷🇩🇪", "👨‍👩‍👧", "❤️", "👍🏽", "1️⃣", "😀😃😄"])
  func emojiRule_matches(text: String) {
    #expect(EmojiOnlyRule().matches(text))
  }

  @Test(arguments: ["", "❤", "❤︎", "👍 👍", "ok👍", "😀😃😄😁", "1", "#"])
  func emojiRule_rejects(text: String) {
    #expect(!EmojiOnlyRule().matches(text))
  }

  @Test func emojiRule_maximumCount() {
    #expect(EmojiOnlyRule(maximumCount: 4).matches("😀😃😄😁"))
    #expect(!EmojiOnlyRule(maximumCount: 1).matches("😀😃"))
  }

  @Test func emojiKind_isMeasuredInSystem34() throws {
    let cell = try MessageKitLayout().cellLayout(for: .emoji("👍"), isOutgoing: false, viewWidth: 375)
    let rect = NSString(string: "👍").boundingRect(
      with: CGSize(width: 263, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: UIFont.systemFont(ofSize: 17 * 2)], context: nil)
    let container = CGSize(width: Double(rect.width).rounded(.up) + 32, height: Double(rect.height).rounded(.up) + 14)
    #expect(cell.messageContainerFrame == CGRect(origin: CGPoint(x: 34, y: 0), size: container))
    #expect(Double(cell.cellSize.height) == max(30, Double(container.height)))
  }

  @Test func chatMessageKind_followsTheRule() {
    var layout = MessageKitLayout()
    #expect(layout.kind(of: ChatMessage(id: "a", text: "👍👍", isOutgoing: true)) == .emoji("👍👍"))
    #expect(layout.kind(of: ChatMessage(id: "b", text: "ok 👍", isOutgoing: true)) == .text("ok 👍"))
    layout.emojiRule = nil
    #expect(layout.kind(of: ChatMessage(id: "c", text: "👍", isOutgoing: true)) == .text("👍"))
  }

  @Test func emojiMessage_measuresLargerThanText() throws {
    let layout = MessageKitLayout()
    let emoji = try layout.measure(ChatMessage(id: "a", text: "😀", isOutgoing: false), viewWidth: 375)
    let text = try layout.cellLayout(for: .text("😀"), isOutgoing: false, viewWidth: 375).measurement
    #expect(emoji.bubbleSize.height > text.bubbleSize.height)
  }

  @Test(arguments: [375.0, 320.0, 300.0])
  func photo_keepsItsSizeOrScalesDown(viewWidth: Double) throws {
    let cell = try MessageKitLayout().cellLayout(
      for: .photo(CGSize(width: 240, height: 240)), isOutgoing: false, viewWidth: viewWidth)
    // Max width W − 16 − 30 − 34 (375 → 295, 320 → 240, 300 → 220); wider media → maxW × h / w.
    let maxWidth = viewWidth - 16 - 30 - 34
    let size = maxWidth < 240 ? CGSize(width: maxWidth, height: maxWidth * 240 / 240) : CGSize(width: 240, height: 240)
    #expect(cell.messageContainerFrame == CGRect(origin: CGPoint(x: 34, y: 0), size: size))
    #expect(cell.textRect == nil)
    #expect(Double(cell.cellSize.height) == max(30, Double(size.height)))
  }

  @Test func wideMedia_keepsItsAspect() throws {
    let layout = MessageKitLayout()
    let cell = try layout.cellLayout(for: .video(CGSize(width: 1000, height: 500)), isOutgoing: true, viewWidth: 375)
    #expect(cell.messageContainerFrame == CGRect(x: 359 - 30 - 295 - 4, y: 0, width: 295, height: 295.0 * 500 / 1000))
    let custom = try layout.measure(
      ChatMessage(id: "m", text: "", isOutgoing: false, media: .custom(width: 600, height: 300)), viewWidth: 375)
    #expect(custom.bubbleSize == CGSize(width: 295, height: 295.0 * 300 / 600))
    #expect(custom.textRect == .zero)
  }

  @Test func chatMessageMedia_usesTheExampleAppSizes() throws {
    let layout = MessageKitLayout()
    let audio = try layout.measure(ChatMessage(id: "a", text: "", isOutgoing: false, media: .audio), viewWidth: 375)
    #expect(audio.bubbleSize == CGSize(width: 160, height: 35))
    #expect(Double(audio.cellSize.height) == 35.0)
    let location = try layout.measure(
      ChatMessage(id: "l", text: "", isOutgoing: false, media: .location), viewWidth: 375)
    #expect(location.bubbleSize == CGSize(width: 240, height: 240))
  }
}
