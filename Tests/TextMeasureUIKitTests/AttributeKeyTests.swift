import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

/// Every attribute key chat code sets is read; those that change a size
/// change it as TextKit does (numbers from hb-shape and hhea); the others
/// reach the decoration a renderer draws.
@Suite struct AttributeKeyTests {
  static let font = UIFont.systemFont(ofSize: 17)

  static func width(_ attributes: [NSAttributedString.Key: Any]) -> Double {
    Double("Hello".boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: attributes, context: nil).width)
  }

  @Test func tracking_addsSpaceBetweenClusters_notAfterTheLast() throws {
    // Tracking hangs after a line's last cluster, as trailing space does.
    let expected = try InterOracle.width("Hello", size: 17) + 4 * 2
    #expect(abs(Self.width([.font: Self.font, .tracking: 2]) - expected) < 1e-9)
  }

  @Test func baselineOffset_growsTheLine() throws {
    let height = "Hello".boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: Self.font, .baselineOffset: 5], context: nil
    ).height
    #expect(abs(Double(height) - (SFProLineMetrics.lineHeight(17) + 5)) < 1e-9)
  }

  @Test func expansion_scalesTheAdvances() throws {
    let expected = try InterOracle.width("Hello", size: 17) * exp(0.25)
    #expect(abs(Self.width([.font: Self.font, .expansion: 0.25]) - expected) < 1e-9)
  }

  @Test func ligatureValues() {
    #expect(TextAttributes([.ligature: 0]).ligatures == .essential)
    #expect(TextAttributes([.ligature: 1]).ligatures == .standard)
    #expect(TextAttributes([.ligature: NSNumber(value: 2)]).ligatures == .standard)  // "all" is not on iOS
    #expect(TextAttributes([.ligature: 7]).ligatures == nil)
  }

  @Test func nonFiniteNumbers_giveANullRect() {
    for key: NSAttributedString.Key in [.tracking, .baselineOffset, .expansion, .kern] {
      let rect = "Hello".boundingRect(
        with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: Self.font, key: Double.nan], context: nil)
      #expect(rect.isNull, "\(key.rawValue)")
    }
  }

  @Test func drawingKeys_fillTheDecoration() {
    let attributes = TextAttributes([
      .foregroundColor: UIColor.red, .backgroundColor: UIColor(white: 0.5, alpha: 0.25),
      .underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.blue,
      .strikethroughStyle: NSUnderlineStyle([.thick, .patternDash]), .link: URL(string: "https://example.com")!,
    ])
    let decoration = attributes.decoration
    #expect(decoration.foregroundColor == .init(red: 1, green: 0, blue: 0))
    #expect(decoration.backgroundColor == .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    #expect(decoration.underline == .init(style: .double, color: .init(red: 0, green: 0, blue: 1)))
    #expect(decoration.strikethrough == .init(style: .thick, color: nil))
    #expect(TextAttributes([.underlineStyle: 0]).decoration == .none)
  }

  @Test func drawingKeys_doNotChangeTheSize() {
    let plain = Self.width([.font: Self.font])
    let decorated = Self.width([
      .font: Self.font, .foregroundColor: UIColor.red, .underlineStyle: 1, .strikethroughStyle: 1,
      .backgroundColor: UIColor.yellow, .link: "https://example.com", .obliqueness: 0.3,
    ])
    #expect(decorated == plain)
  }
}

extension AttributeKeyTests {
  @Test func attachment_isABoxFromItsBounds() throws {
    let text = NSMutableAttributedString(string: "a", attributes: [.font: Self.font])
    text.append(NSAttributedString(attachment: NSTextAttachment(bounds: CGRect(x: 0, y: -5, width: 30, height: 40))))
    text.append(NSAttributedString(string: "b", attributes: [.font: Self.font]))
    let rect = text.boundingRect(with: .zero, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    #expect(abs(Double(rect.width) - (try InterOracle.width("a", size: 17) + 30 + InterOracle.width("b", size: 17))) < 1e-9)
    // The attachment's character has no font: UIKit's default, 12 pt.
    let at17 = try FontFiles.hheaMetrics(FontFiles.interRegular.path, size: 17)
    let at12 = try FontFiles.hheaMetrics(FontFiles.interRegular.path, size: 12)
    let expected = max(at17.ascender, 35) + max(-at17.descender, 5) + max(at17.lineGap, at12.lineGap)
    #expect(abs(Double(rect.height) - expected) < 1e-9)
  }
}
