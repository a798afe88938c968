import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

// Seed 004's constraints, and UIKit's text view defaults (scrolling off).
private let bubbleMaxWidth: CGFloat = 285
private let padding = (top: 4.0, left: 12.0, bottom: 4.0, right: 12.0)
private let sideConstant: CGFloat = 20
private let lineFragmentPadding: CGFloat = 5
private let textContainerInset = (top: 8.0, left: 0.0, bottom: 8.0, right: 0.0)

/// The engine's raw measurement of the text at the width the text view's
/// line fragments leave it when the bubble is at its widest.
private func measuredText(_ text: String) -> CGRect {
  let textViewMaxWidth = bubbleMaxWidth - padding.left - padding.right
  let lineWidth = textViewMaxWidth - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding
  return NSString(string: text).boundingRect(
    with: CGSize(width: lineWidth, height: 0), options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: [.font: UIFont.systemFont(ofSize: 20)], context: nil)
}

/// The text view's intrinsic size: the text plus padding and insets, rounded up to points.
private func textViewSize(_ text: String) -> CGSize {
  let rect = measuredText(text)
  return CGSize(
    width: ceil(rect.width + 2 * lineFragmentPadding + textContainerInset.left + textContainerInset.right),
    height: ceil(rect.height + textContainerInset.top + textContainerInset.bottom))
}

@Suite struct PresetSelfSizingTests {
  static let short = "Hi"
  static let long =
    "First, initiate MessageCell with a pretty big size, assign each item to it and refresh it using layoutIfNeeded()."
  static let viewWidth: CGFloat = 375

  @Test func incoming_hugsShortTextFromTheLeadingEdge() throws {
    let textView = textViewSize(Self.short)
    let measured = try SelfSizingPreset().measure(
      ChatMessage(id: "in", text: Self.short, isOutgoing: false), viewWidth: Self.viewWidth)
    #expect(
      measured.textRect == CGRect(x: padding.left, y: padding.top, width: textView.width, height: textView.height))
    #expect(
      measured.bubbleFrame
        == CGRect(
          x: sideConstant, y: 0, width: textView.width + padding.left + padding.right,
          height: textView.height + padding.top + padding.bottom))
    #expect(measured.bubbleFrame.width < bubbleMaxWidth)
    // systemLayoutSizeFitting: the bubble is pinned to the cell's top and bottom.
    #expect(measured.cellSize == CGSize(width: Self.viewWidth, height: textView.height + padding.top + padding.bottom))
  }

  @Test func outgoing_wrapsLongTextAtTheTrailingEdge() throws {
    let textView = textViewSize(Self.long)
    #expect(measuredText(Self.long).height > 2 * UIFont.systemFont(ofSize: 20).lineHeight)  // it wraps
    let measured = try SelfSizingPreset().measure(
      ChatMessage(id: "out", text: Self.long, isOutgoing: true), viewWidth: Self.viewWidth)
    let bubbleWidth = textView.width + padding.left + padding.right
    #expect(bubbleWidth <= bubbleMaxWidth)
    #expect(
      measured.bubbleFrame
        == CGRect(
          x: Self.viewWidth - sideConstant - bubbleWidth, y: 0, width: bubbleWidth,
          height: textView.height + padding.top + padding.bottom))
    #expect(measured.textRect.origin == CGPoint(x: padding.left, y: padding.top))
    #expect(Double(measured.cellSize.height) == Double(textView.height) + padding.top + padding.bottom)
  }

  @Test func tweaks_aNarrowerBubbleWrapsEarlier() throws {
    // A 200-wide bubble with 8 pt padding leaves 200 − 16 − 10 = 174 for the lines.
    let preset = SelfSizingPreset(
      textPadding: EdgeInsets(all: 8), maximumBubbleWidth: 200, sideMargin: 10)
    let rect = NSString(string: Self.long).boundingRect(
      with: CGSize(width: 200 - 8 - 8 - 2 * lineFragmentPadding, height: 0),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: UIFont.systemFont(ofSize: 20)],
      context: nil)
    let measured = try preset.measure(ChatMessage(id: "t", text: Self.long, isOutgoing: false), viewWidth: 320)
    #expect(
      measured.bubbleFrame
        == CGRect(
          x: 10, y: 0, width: ceil(rect.width + 2 * lineFragmentPadding) + 8 + 8,
          height: ceil(rect.height + 8 + 8) + 8 + 8))
  }
}
