import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

/// The engine's raw measurement, as the seed's `cellForItemAt` makes it (seed 003).
private func estimatedFrame(_ message: String) -> CGRect {
  let size = CGSize(width: 250, height: 1000)
  let options = NSStringDrawingOptions.usesFontLeading.union(.usesLineFragmentOrigin)
  return NSString(string: message).boundingRect(
    with: size, options: options, attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 18)], context: nil)
}

/// The controller's view, so that the seed's `view.frame.width` reads as written.
private struct ControllerView { let frame: CGRect }
private let view = ControllerView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

@Suite struct PresetChatLogTests {
  static let messages = [
    "Hello Susi", "I love FossAsia",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
    "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested. Sections 1.10.32 and 1.10.33 from de Finibus Bonorum et Malorum",
  ]
  static let viewWidth = view.frame.width

  @Test(arguments: messages) func incoming_framesAsTheSeedsEvenRows(_ message: String) throws {
    let estimatedFrame = estimatedFrame(message)
    let measured = try ChatLogPreset().measure(
      ChatMessage(id: "in", text: message, isOutgoing: false), viewWidth: Self.viewWidth)

    let messageTextViewFrame = CGRect(
      x: 16, y: 0, width: estimatedFrame.width + 16, height: estimatedFrame.height + 30)
    let textBubbleViewFrame = CGRect(
      x: 4, y: -4, width: estimatedFrame.width + 16 + 8 + 16, height: estimatedFrame.height + 20 + 6)
    #expect(measured.bubbleFrame == textBubbleViewFrame)
    #expect(
      measured.textRect
        == messageTextViewFrame.offsetBy(dx: -textBubbleViewFrame.minX, dy: -textBubbleViewFrame.minY))
    #expect(measured.cellSize == CGSize(width: view.frame.width, height: estimatedFrame.height + 20))
  }

  @Test(arguments: messages) func outgoing_framesAsTheSeedsOddRows(_ message: String) throws {
    let estimatedFrame = estimatedFrame(message)
    let measured = try ChatLogPreset().measure(
      ChatMessage(id: "out", text: message, isOutgoing: true), viewWidth: Self.viewWidth)

    let messageTextViewFrame = CGRect(
      x: view.frame.width - estimatedFrame.width - 16 - 16, y: 0, width: estimatedFrame.width + 16,
      height: estimatedFrame.height + 20)
    let textBubbleViewFrame = CGRect(
      x: view.frame.width - estimatedFrame.width - 16 - 8 - 16, y: -4, width: estimatedFrame.width + 16 + 8 + 10,
      height: estimatedFrame.height + 20 + 6)
    #expect(measured.bubbleFrame == textBubbleViewFrame)
    #expect(
      measured.textRect
        == messageTextViewFrame.offsetBy(dx: -textBubbleViewFrame.minX, dy: -textBubbleViewFrame.minY))
    #expect(measured.cellSize == CGSize(width: view.frame.width, height: estimatedFrame.height + 20))
  }

  @Test func estimate_isTheUnroundedBoundingRect() throws {
    // The long messages wrap at 250, so the frames follow a multi-line estimate.
    let long = Self.messages[3]
    let raw = estimatedFrame(long)
    #expect(raw.width <= 250)
    #expect(raw.height > 2 * UIFont.systemFont(ofSize: 18).lineHeight)
    #expect(try ChatLogPreset().estimatedFrame(long) == raw)
  }

  @Test func tweaks_aNarrowerEstimateAndASmallerFont() throws {
    let preset = ChatLogPreset(font: .systemFont(ofSize: 15), estimateSize: CGSize(width: 200, height: 1000))
    let message = Self.messages[2]
    let estimated = NSString(string: message).boundingRect(
      with: CGSize(width: 200, height: 1000), options: [.usesFontLeading, .usesLineFragmentOrigin],
      attributes: [.font: UIFont.systemFont(ofSize: 15)], context: nil)
    let measured = try preset.measure(ChatMessage(id: "t", text: message, isOutgoing: false), viewWidth: 320)
    #expect(measured.bubbleFrame == CGRect(x: 4, y: -4, width: estimated.width + 40, height: estimated.height + 26))
    #expect(measured.cellSize == CGSize(width: 320, height: estimated.height + 20))
  }
}
