// Sizing code written for these tests in the style of Chatto's text bubble
// layout model: a fresh TextKit 1 stack per measurement, padding 0, the
// storage given an extra "NSOriginalFont" key, `usedRect` rounded up to the
// screen's pixels, then outset by the bubble's insets. Not copied from
// Chatto. It is iOS code: only the import differs from an iOS build
// (Chatto's files import UIKit or CoreGraphics).
import TextMeasureUIKit

extension CGFloat {
  func styleRoundedToPixels(scale: CGFloat = UIScreen.main.scale) -> CGFloat {
    (self * scale).rounded(.up) / scale
  }
}

extension CGSize {
  func styleRoundedToPixels(scale: CGFloat = UIScreen.main.scale) -> CGSize {
    CGSize(width: width.styleRoundedToPixels(scale: scale), height: height.styleRoundedToPixels(scale: scale))
  }

  func styleOutset(dx: CGFloat, dy: CGFloat) -> CGSize {
    CGSize(width: width + dx, height: height + dy)
  }
}

struct StyleTextBubbleLayout {
  var text: String
  var font: UIFont
  var textInsets: UIEdgeInsets
  var preferredMaxLayoutWidth: CGFloat
  var numberOfLines = 0
  var scale = UIScreen.main.scale

  func bubbleSize() -> CGSize {
    let horizontalInset = textInsets.left + textInsets.right
    let textSize = textSizeThatFits(width: preferredMaxLayoutWidth - horizontalInset)
    return textSize.styleOutset(dx: horizontalInset, dy: textInsets.top + textInsets.bottom)
  }

  private func textSizeThatFits(width: CGFloat) -> CGSize {
    let textContainer = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
    textContainer.lineFragmentPadding = 0
    textContainer.maximumNumberOfLines = numberOfLines
    let layoutManager = NSLayoutManager()
    layoutManager.addTextContainer(textContainer)
    let textStorage = NSTextStorage(
      string: text, attributes: [.font: font, NSAttributedString.Key(rawValue: "NSOriginalFont"): font])
    textStorage.addLayoutManager(layoutManager)
    return layoutManager.usedRect(for: textContainer).size.styleRoundedToPixels(scale: scale)
  }
}
