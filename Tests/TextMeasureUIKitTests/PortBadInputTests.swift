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

extension PortBadInputTests {
  @Test func textView_nonFiniteInsets_countAsZero() throws {
    let view = UITextView()
    view.font = .systemFont(ofSize: 17)
    view.text = "Hello"
    view.textContainerInset = UIEdgeInsets(top: .nan, left: .infinity, bottom: 8, right: -.infinity)
    let size = view.sizeThatFits(CGSize(width: 300, height: 0))
    let expectedHeight = ((SFProLineMetrics.lineHeight(17) + 8) * 3).rounded(.up) / 3
    #expect(Double(size.height) == expectedHeight)
    #expect(size.width.isFinite)
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func label_nonFiniteWidth_isNoLimit(width: CGFloat) throws {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc"
    #expect(label.sizeThatFits(CGSize(width: width, height: 0)) == label.sizeThatFits(.zero))
  }

  @Test func nilOrEmptyText_measuresNothing() {
    let label = UILabel()
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == .zero)
    label.attributedText = NSAttributedString(string: "")
    #expect(label.intrinsicContentSize == .zero)
  }
}
