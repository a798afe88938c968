import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// What the UIKit-named surface does with input UIKit would reject or
/// treat specially: UIKit's documented result, or a clear error.
@Suite struct PortBadInputTests {
  @Test func loneSurrogates_measureAsReplacementCharacters() throws {
    // NSString keeps a lone surrogate; Swift's String makes it U+FFFD.
    let broken = NSString(characters: [0xD800, 0x61, 0xDC00], length: 3)
    let rect = broken.boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin],
      attributes: [.font: UIFont.systemFont(ofSize: 17).engineFont.withCascadeList([], systemFallback: false)], context: nil)
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    let advance = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: "\u{FFFD}a\u{FFFD}"))
    #expect(abs(Double(rect.width) - advance * 17 / upem) < 1e-9)
  }
}
