import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

/// The TextKit members sizing code sets: `usesFontLeading` (line heights
/// from the hhea table by hand), and those accepted without effect on
/// sizes, with iOS's defaults.
@Suite struct TextKitMemberTests {
  /// A storage, manager and container for `text` in `font`, `width` wide, no padding.
  static func stack(_ text: String, font: UIFont, width: CGFloat = 400, style: NSParagraphStyle? = nil)
    -> (storage: NSTextStorage, manager: NSLayoutManager, container: NSTextContainer)
  {
    var attributes: [NSAttributedString.Key: Any] = [.font: font]
    if let style { attributes[.paragraphStyle] = style }
    let storage = NSTextStorage(string: text, attributes: attributes)
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: width, height: 0))
    container.lineFragmentPadding = 0
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (storage, manager, container)
  }

  /// Liberation Sans at 20 pt: its hhea lineGap is not 0, so leading shows.
  static func liberation() throws -> UIFont {
    try FontFiles.requireFile(FontFiles.liberationSans)
    return UIFont(try Font(fileURL: FontFiles.liberationSans, size: 20))
  }

  @Test func usesFontLeading_isOnByDefault_andCountsTheLineGap() throws {
    let hhea = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 20)
    #expect(hhea.lineGap > 0)
    let stack = Self.stack("Hello\u{2028}there", font: try Self.liberation())
    #expect(stack.manager.usesFontLeading)
    let lineHeight = hhea.ascender - hhea.descender + hhea.lineGap
    let used = stack.manager.usedRect(for: stack.container)
    #expect(abs(Double(used.height) - 2 * lineHeight) < 1e-9)
  }

  @Test func usesFontLeading_off_makesEveryLineAscentPlusDescentTall() throws {
    let hhea = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 20)
    let stack = Self.stack("Hello\u{2028}there", font: try Self.liberation())
    let withLeading = stack.manager.usedRect(for: stack.container)
    stack.manager.usesFontLeading = false
    let used = stack.manager.usedRect(for: stack.container)
    #expect(abs(Double(used.height) - 2 * (hhea.ascender - hhea.descender)) < 1e-9)
    #expect(abs(Double(withLeading.height - used.height) - 2 * hhea.lineGap) < 1e-9)
    // The second line starts one leading-free line down.
    let second = stack.manager.lineFragmentRect(forGlyphAt: 6, effectiveRange: nil)
    #expect(abs(Double(second.minY) - (hhea.ascender - hhea.descender)) < 1e-9)
    // Widths do not change.
    #expect(used.width == withLeading.width)
  }

  @Test func usesFontLeading_off_reachesATextViewsSize() throws {
    let hhea = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 20)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    view.font = try Self.liberation()
    view.text = "Hello\u{2028}there"
    view.layoutManager.usesFontLeading = false
    let fitted = view.sizeThatFits(CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude))
    // Two lines of ascent + descent, the default insets 8 + 8, rounded up to the screen's pixels.
    let scale = Double(UIScreen.main.scale)
    let expected = ((2 * (hhea.ascender - hhea.descender) + 16) * scale).rounded(.up) / scale
    #expect(abs(Double(fitted.height) - expected) < 1e-9)
  }

  @Test func usesFontLeading_off_shortensTheExtraLineFragment() throws {
    let hhea = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 20)
    let stack = Self.stack("Hello\n", font: try Self.liberation())
    stack.manager.usesFontLeading = false
    let extra = stack.manager.extraLineFragmentRect
    #expect(abs(Double(extra.minY) - (hhea.ascender - hhea.descender)) < 1e-9)
    #expect(abs(Double(extra.height) - (hhea.ascender - hhea.descender)) < 1e-9)
  }

  @Test func displayOptions_haveIOSDefaults_andNoEffectOnSizes() throws {
    let stack = Self.stack("Tab\there, a long line of words that wraps", font: try Self.liberation(), width: 150)
    let manager = stack.manager
    #expect(!manager.allowsNonContiguousLayout)
    #expect(!manager.hasNonContiguousLayout)
    #expect(!manager.showsInvisibleCharacters)
    #expect(!manager.showsControlCharacters)
    let before = manager.usedRect(for: stack.container)
    #expect(before.height > 0)
    manager.allowsNonContiguousLayout = true
    manager.showsInvisibleCharacters = true
    manager.showsControlCharacters = true
    #expect(manager.usedRect(for: stack.container) == before)
    #expect(!manager.hasNonContiguousLayout)
  }

  @Test func hyphenationFactor_isKept_andAcceptedWithoutEffect() throws {
    let style = NSMutableParagraphStyle()
    #expect(style.hyphenationFactor == 0)
    #expect(!style.usesDefaultHyphenation)
    style.hyphenationFactor = 1
    style.usesDefaultHyphenation = true
    let copy = try #require(style.copy() as? NSParagraphStyle)
    #expect(copy.hyphenationFactor == 1 && copy.usesDefaultHyphenation)
    let text = "Extraordinarily uncharacteristically incomprehensibilities"
    let font = try Self.liberation()
    let hyphenated = Self.stack(text, font: font, width: 180, style: style)
    let plain = Self.stack(text, font: font, width: 180)
    #expect(hyphenated.manager.usedRect(for: hyphenated.container) == plain.manager.usedRect(for: plain.container))
  }

  @Test func isSimpleRectangular_untilExclusionPathsOrALineLimit() {
    let container = NSTextContainer(size: CGSize(width: 200, height: 0))
    #expect(container.isSimpleRectangularTextContainer)
    #expect(container.exclusionPaths.isEmpty)
    container.maximumNumberOfLines = 2
    #expect(!container.isSimpleRectangularTextContainer)
    container.maximumNumberOfLines = 0
    container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))]
    #expect(!container.isSimpleRectangularTextContainer)
    #expect(container.exclusionPaths.map(\.bounds) == [CGRect(x: 10, y: 20, width: 30, height: 40)])
    #expect(container.container.exclusionRects == [CGRect(x: 10, y: 20, width: 30, height: 40)])
  }
}
