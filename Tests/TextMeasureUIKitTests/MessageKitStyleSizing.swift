// Sizing code written for these tests in the style of MessageKit 4.3+
// (`MessageSizeCalculator.labelSize(for:considering:)` and the text message
// calculator's insets): a reusable TextKit 1 stack, padding 0, `usedRect`
// rounded up to whole points. Not copied from MessageKit. It is iOS code:
// the only line that differs from an iOS build is the import below.
import TextMeasureUIKit

class StyleMessageSizeCalculator {
  var incomingMessageLabelInsets = UIEdgeInsets(top: 7, left: 18, bottom: 7, right: 14)
  var outgoingMessageLabelInsets = UIEdgeInsets(top: 7, left: 14, bottom: 7, right: 18)
  var messageLabelFont = UIFont.preferredFont(forTextStyle: .body)
  var numberOfLines = 0

  lazy var textContainer: NSTextContainer = {
    let container = NSTextContainer()
    container.maximumNumberOfLines = numberOfLines
    container.lineFragmentPadding = 0
    return container
  }()

  lazy var layoutManager: NSLayoutManager = {
    let manager = NSLayoutManager()
    manager.addTextContainer(textContainer)
    return manager
  }()

  lazy var textStorage: NSTextStorage = {
    let storage = NSTextStorage()
    storage.addLayoutManager(layoutManager)
    return storage
  }()

  func labelSize(for attributedText: NSAttributedString, considering maxWidth: CGFloat) -> CGSize {
    textContainer.size = CGSize(width: maxWidth, height: .greatestFiniteMagnitude)
    textContainer.maximumNumberOfLines = numberOfLines
    textStorage.replaceCharacters(in: NSRange(location: 0, length: textStorage.length), with: attributedText)
    layoutManager.ensureLayout(for: textContainer)
    let size = layoutManager.usedRect(for: textContainer).size
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  func messageContainerSize(for text: String, isFromCurrentSender: Bool, maxWidth: CGFloat) -> CGSize {
    let insets = isFromCurrentSender ? outgoingMessageLabelInsets : incomingMessageLabelInsets
    let attributedText = NSAttributedString(string: text, attributes: [.font: messageLabelFont])
    let maxTextWidth = maxWidth - insets.left - insets.right
    var size = labelSize(for: attributedText, considering: maxTextWidth)
    size.width += insets.left + insets.right
    size.height += insets.top + insets.bottom
    return size
  }
}
