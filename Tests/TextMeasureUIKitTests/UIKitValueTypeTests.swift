import Foundation
import Testing
import TextMeasureUIKit

/// UIEdgeInsets, UIColor, UIScreen and NSParagraphStyle: UIKit's values and
/// documented defaults; the paragraph properties the engine does not apply,
/// pinned.
@Suite struct UIKitValueTypeTests {
  @Test func edgeInsets_insetARect() {
    let insets = UIEdgeInsets(top: 7, left: 18, bottom: 5, right: 14)
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50).inset(by: insets)
    #expect(rect == CGRect(x: 28, y: 27, width: 68, height: 38))
    #expect(UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), UIEdgeInsetsMake(1, 2, 3, 4)) == CGRect(x: 2, y: 1, width: 4, height: 6))
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func color_components() {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    #expect(UIColor.orange.withAlphaComponent(0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.5])
    #expect(UIColor.darkGray == UIColor(white: 1.0 / 3.0, alpha: 1))
    #expect(UIColor.red != UIColor.blue)
  }

  @Test func screen_defaultScaleIsThree_andRefusesNonsense() {
    let screen = UIScreen()
    #expect(screen.scale == 3)
    screen.scale = 2
    #expect(screen.scale == 2)
    for nonsense: CGFloat in [0, -1, .nan, .infinity] { screen.scale = nonsense }
    #expect(screen.scale == 2)
  }

  @Test func paragraphStyle_defaultsAreUIKits() {
    let style = NSParagraphStyle.default
    #expect(style.lineSpacing == 0 && style.lineHeightMultiple == 0 && style.hyphenationFactor == 0)
    #expect(style.lineBreakMode == .byWordWrapping && style.alignment == .natural)
    #expect(style.defaultTabInterval == 0)
    #expect(style.tabStops.map(\.location) == (1...12).map { CGFloat($0 * 28) })
  }

  @Test func paragraphStyle_mutableCopy_isIndependent() throws {
    let original = NSParagraphStyle.default
    let copy = try #require(original.mutableCopy() as? NSMutableParagraphStyle)
    #expect(copy == original)
    copy.lineSpacing = 4
    #expect(copy != original)
    #expect(original.lineSpacing == 0)
    let frozen = try #require(copy.copy() as? NSParagraphStyle)
    copy.lineSpacing = 8
    #expect(frozen.lineSpacing == 4)
    #expect(!(frozen is NSMutableParagraphStyle))
  }

  @Test func paragraphStyle_lineSpacing_reachesTheLayout() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 6
    let font = UIFont.systemFont(ofSize: 17)
    let plain = "a\nb".boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil)
    let spaced = "a\nb".boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: font, .paragraphStyle: style], context: nil)
    #expect(abs(Double(spaced.height - plain.height) - 12) < 1e-9)  // 6 after each of the two lines
  }

  /// Hyphenation, tightening, line break strategy and custom tab stops are
  /// kept but not applied: the layout is the one without them.
  @Test func paragraphStyle_unappliedProperties_leaveTheLayoutAsItWas() {
    let text = "Antidisestablishmentarianism\tends"
    let style = NSMutableParagraphStyle()
    style.hyphenationFactor = 1
    style.usesDefaultHyphenation = true
    style.allowsDefaultTighteningForTruncation = true
    style.lineBreakStrategy = .pushOut
    style.tabStops = [NSTextTab(textAlignment: .right, location: 200)]
    let font = UIFont.systemFont(ofSize: 17)
    let size = CGSize(width: 120, height: 0)
    let plain = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin], attributes: [.font: font, .paragraphStyle: NSParagraphStyle.default],
      context: nil)
    let styled = text.boundingRect(
      with: size, options: [.usesLineFragmentOrigin], attributes: [.font: font, .paragraphStyle: style], context: nil)
    #expect(styled == plain)
    #expect(style.hyphenationFactor == 1 && style.tabStops.count == 1)
  }
}
