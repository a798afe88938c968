import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// UILabel and UITextView sizing: UIKit's defaults and rules, numbers from
/// hb-shape, the hhea table and hand arithmetic. UIScreen.main keeps its
/// default scale, 3.
@Suite struct ViewSizingTests {
  static func ceil3(_ value: Double) -> Double { (value * 3).rounded(.up) / 3 }
  static let long = "aaaa bbbb cccc dddd eeee ffff gggg hhhh"

  @Test func label_defaults_areUIKits() {
    let label = UILabel()
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(UIScreen.main.scale == 3)
  }

  @Test func label_sizeThatFits_isTheTextCeiledToPixels() throws {
    let label = UILabel()
    label.text = "Hello there"
    let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    #expect(Double(size.width) == Self.ceil3(try InterOracle.width("Hello there", size: 17)))
    #expect(Double(size.height) == Self.ceil3(SFProLineMetrics.lineHeight(17)))
    #expect(label.intrinsicContentSize == size)
  }

  @Test func label_oneLine_truncatesToTheWidth() throws {
    let label = UILabel()
    label.text = Self.long
    let size = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(size.width <= 100)
    #expect(Double(size.height) == Self.ceil3(SFProLineMetrics.lineHeight(17)))
  }

  @Test(arguments: [0, -1])
  func label_numberOfLinesZeroOrLess_wrapsEveryLine(numberOfLines: Int) throws {
    let label = UILabel()
    label.numberOfLines = numberOfLines
    label.text = Self.long
    let lines = try InterOracle.lines(Self.long, size: 17, width: 100)
    let size = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(Double(size.height) == Self.ceil3(Double(lines.count) * (SFProLineMetrics.lineHeight(17))))
    #expect(Double(size.width) == Self.ceil3(try InterOracle.widest(lines, size: 17)))
  }

  @Test func label_textRect_limitsTheLines() throws {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.long
    let rect = label.textRect(forBounds: CGRect(x: 4, y: 6, width: 100, height: 1000), limitedToNumberOfLines: 2)
    #expect(rect.origin == CGPoint(x: 4, y: 6))
    #expect(Double(rect.height) == Self.ceil3(2 * (SFProLineMetrics.lineHeight(17))))
  }

  @Test func label_emptyOrNilText_isZero() {
    let label = UILabel()
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func textView_addsInsetsAndPadding() throws {
    let view = UITextView()
    view.font = .systemFont(ofSize: 17)
    view.text = "Hello there"
    let size = view.sizeThatFits(CGSize(width: 1000, height: 0))
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(Double(size.width) == Self.ceil3(try InterOracle.width("Hello there", size: 17) + 10))
    #expect(Double(size.height) == Self.ceil3(SFProLineMetrics.lineHeight(17) + 16))
  }

  @Test func textView_emptyText_isOneLineOfItsFont() throws {
    let view = UITextView()
    view.font = .systemFont(ofSize: 20)
    #expect(Double(view.sizeThatFits(CGSize(width: 200, height: 0)).height) == Self.ceil3(SFProLineMetrics.lineHeight(20) + 16))
  }

  @Test func textView_wrapsAtTheWidthLessInsetsAndPadding() throws {
    let view = UITextView()
    view.font = .systemFont(ofSize: 17)
    view.textContainerInset = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 4)
    view.text = Self.long
    let lines = try InterOracle.lines(Self.long, size: 17, width: 140 - 10 - 10)
    let size = view.sizeThatFits(CGSize(width: 140, height: 0))
    #expect(Double(size.height) == Self.ceil3(Double(lines.count) * (SFProLineMetrics.lineHeight(17))))
  }

  @Test func textView_scrolling_hasNoIntrinsicSize() {
    let view = UITextView()
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
