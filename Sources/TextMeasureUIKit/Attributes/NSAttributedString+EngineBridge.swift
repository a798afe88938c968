#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

// A bridge to the engine, not UIKit API: it lets code that holds
// an `NSAttributedString` call the engine.

extension AttributedText {
  /// The text and attribute runs of a Foundation attributed string.
  ///
  /// A character is never split: where an attribute run ends between the
  /// two halves of a surrogate pair (an emoji, say), the whole character
  /// keeps the attributes of its first half, as the attributes at a
  /// character's index are its first unit's. Cutting the pair would leave
  /// two lone surrogates, which a `String` holds as two U+FFFD.
  public init(_ attributedString: NSAttributedString) {
    self.init("", attributes: .default)
    let string = attributedString.string as NSString
    let length = string.length
    var start = 0
    attributedString.enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
      var end = range.location + range.length
      if end > 0, end < length, UTF16.isLeadSurrogate(string.character(at: end - 1)),
        UTF16.isTrailSurrogate(string.character(at: end))
      {
        end += 1
      }
      guard end > start else { return }
      append(string.substring(with: NSRange(location: start, length: end - start)), attributes: TextAttributes(attributes))
      start = end
    }
  }
}
#endif
