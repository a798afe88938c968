#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// A view's text as it was set: plain (the view's font and alignment
/// apply) or attributed (its own attributes apply, the view's font where
/// a run has none).
enum LabelText {
  case plain(String)
  case attributed(NSAttributedString)

  /// The characters.
  var string: String {
    switch self {
    case .plain(let string): return string
    case .attributed(let text): return text.string
    }
  }

  /// The text as an `NSAttributedString`, plain text in `font` and `alignment`.
  func attributedString(font: UIFont, alignment: NSTextAlignment) -> NSAttributedString {
    switch self {
    case .plain(let string):
      let style = NSMutableParagraphStyle()
      style.alignment = alignment
      return NSAttributedString(string: string, attributes: [.font: font, .paragraphStyle: style])
    case .attributed(let text): return text
    }
  }

  /// The text to lay out: plain text in `font` and `alignment`; attributed
  /// text with `font` where a run has no font of its own.
  func attributedText(font: UIFont?, alignment: NSTextAlignment) -> AttributedText {
    let font = font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
    switch self {
    case .plain(let string):
      var style = ParagraphStyle()
      style.alignment = alignment
      return AttributedText(string, attributes: TextAttributes(font: font.engineFont, paragraphStyle: style))
    case .attributed(let text):
      let filled = NSMutableAttributedString(attributedString: text)
      let whole = NSRange(location: 0, length: filled.length)
      filled.enumerateAttribute(.font, in: whole) { value, range, _ in
        if value == nil { filled.addAttribute(.font, value: font, range: range) }
      }
      var attributed = AttributedText(filled)
      if filled.length == 0 { attributed = AttributedText("", attributes: TextAttributes(font: font.engineFont)) }
      return attributed
    }
  }
}
#endif
