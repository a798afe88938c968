import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// Swift `AttributedString` with the UIKit scope, to and from `NSAttributedString`.
@Suite struct AttributedStringScopeTests {
  @Test func uiKitAttributes_reachTheMeasurement() throws {
    var text = AttributedString("Hello ")
    text.font = .systemFont(ofSize: 17)
    var bold = AttributedString("there")
    bold.font = .boldSystemFont(ofSize: 17)
    bold.foregroundColor = .red
    text.append(bold)
    let converted = NSAttributedString(text)
    let rect = converted.boundingRect(with: .zero, options: [.usesLineFragmentOrigin], context: nil)
    let expected =
      try InterOracle.width("Hello ", size: 17) + InterOracle.width("there", size: 17, file: FontFiles.interBold)
    #expect(abs(Double(rect.width) - expected) < 1e-9)
    #expect(converted.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
    #expect(converted.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
  }

  @Test func fromNSAttributedString_numbersBecomeTheAttributesTypes() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 3
    let source = NSAttributedString(
      string: "link",
      attributes: [
        .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 1.5, .link: "https://example.com",
        .paragraphStyle: style, .init("NSUnknownKey"): 7,
      ])
    let text = try AttributedString(source, including: \.uiKit)
    let run = try #require(text.runs.first)
    #expect(run.underlineStyle == .single)
    #expect(run.kern == 1.5)
    #expect(run.link == URL(string: "https://example.com"))
    #expect(run.paragraphStyle?.lineSpacing == 3)
    let back = NSAttributedString(text, including: \.uiKit)
    #expect(back.string == "link")
    #expect(back.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? NSUnderlineStyle == .single)
    #expect(back.attribute(.init("NSUnknownKey"), at: 0, effectiveRange: nil) == nil)
  }
}
