import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// TextKit 1's documented rules for sizing, through NSLayoutManager:
/// padding, the extra line fragment, the line limit, a container's 0 size.
@Suite struct TextKitRuleTests {
  /// A TextKit stack: the storage keeps its layout manager; the manager
  /// only refers to the storage, as in UIKit, so both are held here.
  struct Stack {
    let storage: NSTextStorage
    let manager: NSLayoutManager

    func usedRect(for container: NSTextContainer) -> CGRect { manager.usedRect(for: container) }
  }

  /// A stack for `text` in 17 pt system font in `container`.
  static func stack(_ text: String, _ container: NSTextContainer) -> Stack {
    let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return Stack(storage: storage, manager: manager)
  }

  @Test func aManagerWhoseStorageIsGone_hasNoText() {
    let container = NSTextContainer(size: CGSize(width: 300, height: 0))
    let manager = Self.stack("abc", container).manager
    #expect(manager.textStorage == nil)
    #expect(manager.usedRect(for: container) == .zero)
  }

  @Test func padding_widensTheUsedRectByTwicePadding() throws {
    let container = NSTextContainer(size: CGSize(width: 400, height: 0))
    let used = Self.stack("Hello there", container).usedRect(for: container)
    #expect(container.lineFragmentPadding == 5)
    #expect(abs(Double(used.width) - (try InterOracle.width("Hello there", size: 17) + 10)) < 1e-9)
    #expect(abs(Double(used.height) - (SFProLineMetrics.lineHeight(17))) < 1e-9)
  }

  @Test func padding_narrowsTheLines() throws {
    let text = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
    let width = try InterOracle.width("aaaa bbbb cccc", size: 17) + 1
    let withoutPadding = NSTextContainer(size: CGSize(width: width, height: 0))
    withoutPadding.lineFragmentPadding = 0
    let padded = NSTextContainer(size: CGSize(width: width, height: 0))
    let oneLine = SFProLineMetrics.lineHeight(17)
    let expectedPlain = try InterOracle.lines(text, size: 17, width: width).count
    let expectedPadded = try InterOracle.lines(text, size: 17, width: width - 10).count
    #expect(expectedPadded > expectedPlain)
    #expect(abs(Double(Self.stack(text, withoutPadding).usedRect(for: withoutPadding).height) - Double(expectedPlain) * oneLine) < 1e-9)
    #expect(abs(Double(Self.stack(text, padded).usedRect(for: padded).height) - Double(expectedPadded) * oneLine) < 1e-9)
  }

  @Test(arguments: ["abc\n", "abc\r\n", "abc\u{2029}", ""])
  func extraLineFragment_followsAFinalBreakOrEmptyText(text: String) throws {
    let container = NSTextContainer(size: CGSize(width: 300, height: 0))
    let stack = Self.stack(text, container)
    let manager = stack.manager
    // An empty storage has no attributes: its line is the default font's,
    // the system font at 12 pt.
    let oneLine = SFProLineMetrics.lineHeight(text.isEmpty ? 12 : 17)
    let lines = text.isEmpty ? 0.0 : 1.0
    let extra = manager.extraLineFragmentRect
    #expect(abs(Double(extra.minY) - lines * oneLine) < 1e-9)
    #expect(abs(Double(extra.height) - oneLine) < 1e-9)
    #expect(manager.extraLineFragmentUsedRect.width == 10)  // twice the padding
    #expect(manager.extraLineFragmentTextContainer === container)
    #expect(abs(Double(manager.usedRect(for: container).height) - (lines + 1) * oneLine) < 1e-9)
  }

  @Test func noFinalBreak_hasNoExtraLineFragment() {
    let container = NSTextContainer(size: CGSize(width: 300, height: 0))
    let stack = Self.stack("abc", container)
    let manager = stack.manager
    #expect(manager.extraLineFragmentRect == .zero)
    #expect(manager.extraLineFragmentTextContainer == nil)
  }

  @Test func maximumNumberOfLines_withTailTruncation_endsTheLastLineWithAnEllipsis() throws {
    let text = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
    let container = NSTextContainer(size: CGSize(width: 120, height: 0))
    container.lineFragmentPadding = 0
    container.maximumNumberOfLines = 2
    container.lineBreakMode = .byTruncatingTail
    let stack = Self.stack(text, container)
    let manager = stack.manager
    var fragments: [NSRange] = []
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 39)) { _, used, _, range, _ in
      #expect(used.width <= 120)
      fragments.append(range)
    }
    #expect(fragments.count == 2)
    #expect(abs(Double(manager.usedRect(for: container).height) - 2 * (SFProLineMetrics.lineHeight(17))) < 1e-9)
    let glyphs = manager.glyphRange(for: container)
    #expect(glyphs.location == 0 && glyphs.length < 39)
  }

  @Test func negativeMaximumNumberOfLines_isNoLimit() {
    let text = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
    let limited = NSTextContainer(size: CGSize(width: 120, height: 0))
    limited.maximumNumberOfLines = -3
    let unlimited = NSTextContainer(size: CGSize(width: 120, height: 0))
    #expect(Self.stack(text, limited).usedRect(for: limited) == Self.stack(text, unlimited).usedRect(for: unlimited))
  }

  @Test func zeroSizedContainer_isNoLimit_andDefaultIsTenMillion() throws {
    let zero = NSTextContainer(size: .zero)
    zero.lineFragmentPadding = 0
    let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"
    #expect(abs(Double(Self.stack(long, zero).usedRect(for: zero).width) - (try InterOracle.width(long, size: 17))) < 1e-9)
    #expect(NSTextContainer().size == CGSize(width: 10_000_000, height: 10_000_000))
  }

  @Test func nanWidth_laysOutNothing() {
    let container = NSTextContainer(size: CGSize(width: CGFloat.nan, height: 0))
    let stack = Self.stack("abc", container)
    let manager = stack.manager
    #expect(manager.usedRect(for: container) == .zero)
    #expect(manager.glyphRange(for: container).length == 0)
  }

  @Test func lineFragments_spanTheContainer_andTheirRangesPartitionTheText() {
    let text = "aaaa bbbb cccc dddd eeee"
    let container = NSTextContainer(size: CGSize(width: 100, height: 0))
    let stack = Self.stack(text, container)
    let manager = stack.manager
    var effective = NSRange(location: 0, length: 0)
    let rect = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &effective)
    #expect(rect.width == 100 && rect.minX == 0)
    var covered = 0
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 24)) { _, _, _, range, _ in
      #expect(range.location == covered)
      covered += range.length
    }
    #expect(covered == 24)
    #expect(manager.numberOfGlyphs == 24)
  }
}
