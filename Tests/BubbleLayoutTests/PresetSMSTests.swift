import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@testable import BubbleLayout

// The seed's variables (seed 001, viewDidLoad and the constants).
private let FONTSIZE: CGFloat = 14.0
private let bubble_x: CGFloat = 10
private let bubble_y: CGFloat = 20
private let bubbleFragment_width: CGFloat = 56
private let bubbleFragment_height: CGFloat = 32

/// The engine's raw measurement of the seed's `labelHeight:`
/// (`sizeWithFont:constrainedToSize:lineBreakMode:` in `boundingRect` terms),
/// before any of the seed's arithmetic.
private func measuredTextHeight(_ text: String) -> CGFloat {
  let maximumLabelSize = CGSize(width: (bubbleFragment_width * 3) - 25, height: 9999)
  return NSString(string: text).boundingRect(
    with: maximumLabelSize, options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: FONTSIZE)], context: nil
  ).height
}

/// The seed's adjusted label height, with `sizeWithFont:`'s rounding up:
/// `int labelHeight = [self labelHeight:...]; labelHeight -= bubbleFragment_height;`
/// `if (labelHeight<0) labelHeight = 0;`
private func adjustedLabelHeight(_ text: String) -> CGFloat {
  var labelHeight = Int(ceil(measuredTextHeight(text)))
  labelHeight -= Int(bubbleFragment_height)
  if labelHeight < 0 { labelHeight = 0 }
  return CGFloat(labelHeight)
}

@Suite struct PresetSMSTests {
  static let short = "Hello there!"
  static let long =
    "The easiest way to do this without affecting the aspect of the image is to break it into nine smaller image fragments, as shown in Figure 3."

  @Test func shortMessage_rowHeightWithoutStretch() throws {
    #expect(ceil(measuredTextHeight(Self.short)) < bubbleFragment_height)  // one line: the clamp applies
    let row = try SMSPreset().layout(ChatMessage(id: "1", text: Self.short, isOutgoing: false))
    #expect(row.textHeight == Double(ceil(measuredTextHeight(Self.short))))
    #expect(row.stretch == 0)
    // The middle row's views are 0 tall: the bottom row sits on the top row.
    #expect(row.fragments[4].destination.height == 0)
    #expect(row.fragments[7].destination.minY == bubble_y + bubbleFragment_height)
    #expect(row.rowHeight == Double((bubble_y + bubbleFragment_height * 2 + 0) + 5))
  }

  @Test func longMessage_everyFrameAsTheSeedSetsIt() throws {
    let labelHeight = adjustedLabelHeight(Self.long)
    #expect(labelHeight > 0)  // several lines: the middle row stretches
    let row = try SMSPreset().layout(ChatMessage(id: "2", text: Self.long, isOutgoing: false))
    #expect(row.stretch == Double(labelHeight))
    #expect(row.rowHeight == Double((bubble_y + bubbleFragment_height * 2 + labelHeight) + 5))
    #expect(row.dateLabelFrame == CGRect(x: 0.0, y: 0.0, width: 200, height: 15.0))
    #expect(
      row.fragments.map(\.destination) == [
        CGRect(x: bubble_x, y: bubble_y, width: bubbleFragment_width, height: bubbleFragment_height),
        CGRect(
          x: bubble_x + bubbleFragment_width, y: bubble_y, width: bubbleFragment_width, height: bubbleFragment_height),
        CGRect(
          x: bubble_x + (bubbleFragment_width * 2), y: bubble_y, width: bubbleFragment_width,
          height: bubbleFragment_height),
        CGRect(x: bubble_x, y: bubble_y + bubbleFragment_height, width: bubbleFragment_width, height: labelHeight),
        CGRect(
          x: bubble_x + bubbleFragment_width, y: bubble_y + bubbleFragment_height, width: bubbleFragment_width,
          height: labelHeight),
        CGRect(
          x: bubble_x + (bubbleFragment_width * 2), y: bubble_y + bubbleFragment_height, width: bubbleFragment_width,
          height: labelHeight),
        CGRect(
          x: bubble_x, y: bubble_y + bubbleFragment_height + labelHeight, width: bubbleFragment_width,
          height: bubbleFragment_height),
        CGRect(
          x: bubble_x + bubbleFragment_width, y: bubble_y + bubbleFragment_height + labelHeight,
          width: bubbleFragment_width, height: bubbleFragment_height),
        CGRect(
          x: bubble_x + (bubbleFragment_width * 2), y: bubble_y + bubbleFragment_height + labelHeight,
          width: bubbleFragment_width, height: bubbleFragment_height),
      ])
    // Each fragment image is drawn whole: the sources tile a 3 × 3 grid of 56 × 32 fragments.
    #expect(row.fragments[4].source == CGRect(x: 56, y: 32, width: 56, height: 32))
    #expect(
      row.messageLabelFrame
        == CGRect(
          x: bubble_x + 10, y: bubble_y + 5, width: (bubbleFragment_width * 3) - 25,
          height: (bubbleFragment_height * 2) + labelHeight - 10))
    #expect(
      row.bubbleFrame
        == CGRect(
          x: bubble_x, y: bubble_y, width: bubbleFragment_width * 3, height: bubbleFragment_height * 2 + labelHeight))
  }

  @Test func measure_labelRelativeToTheBubbleAndTheRow() throws {
    let labelHeight = adjustedLabelHeight(Self.long)
    let bubble = try SMSPreset().measure(ChatMessage(id: "3", text: Self.long, isOutgoing: true), viewWidth: 320)
    // Both sides are drawn on the left, as in the seed.
    #expect(bubble.bubbleFrame.origin == CGPoint(x: bubble_x, y: bubble_y))
    #expect(
      bubble.textRect
        == CGRect(
          x: 10, y: 5, width: (bubbleFragment_width * 3) - 25, height: (bubbleFragment_height * 2) + labelHeight - 10))
    #expect(bubble.cellSize == CGSize(width: 320, height: (bubble_y + bubbleFragment_height * 2 + labelHeight) + 5))
  }

  @Test func tweaks_widerFragmentsAndAWiderBubble() throws {
    // Fragments 40 × 30, bubble 3 × 40 = 120 wide: text width 120 − 25 = 95.
    let narrow = SMSPreset(fragmentSize: CGSize(width: 40, height: 30))
    #expect(narrow.bubbleWidth == 120)
    #expect(narrow.textWidth == 95)
    // A 200-wide bubble of 56 × 32 fragments stretches the middle column to 200 − 112 = 88.
    let wide = SMSPreset(bubbleWidth: 200)
    let row = try wide.layout(ChatMessage(id: "4", text: Self.short, isOutgoing: false))
    #expect(row.fragments[1].destination == CGRect(x: 10 + 56, y: 20, width: 88, height: 32))
    #expect(row.fragments[2].destination == CGRect(x: 10 + 56 + 88, y: 20, width: 56, height: 32))
    #expect(row.messageLabelFrame.width == CGFloat(200 - 25))
  }

  @Test func dateLabel_theSeedsBoldDarkGrayLeft() {
    let style = SMSPreset().dateLabelStyle
    #expect(style.font == Font.boldSystemFont(ofSize: FONTSIZE))
    #expect(style.color == PresetColor(white: 1.0 / 3))
    #expect(style.alignment == .left)
  }

}
