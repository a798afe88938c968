import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: the scale that
/// fits is worked out here from hb-shape's advance (advances scale with
/// the font size) and the hhea line height.
@Suite struct LabelShrinkTests {
  static let text = "Hello there, my friend"

  static func shrinkingLabel(_ factor: CGFloat) -> UILabel {
    let label = UILabel()
    label.text = text
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = factor
    return label
  }

  @Test func oneLine_shrinksToTheWidth() throws {
    let full = try InterOracle.width(Self.text, size: 17)
    let lineHeight = SFProLineMetrics.lineHeight(17)
    #expect(full > 120)
    let scale = 120 / full  // the largest scale at which the line fits 120 points
    let rect = Self.shrinkingLabel(0.5).textRect(
      forBounds: CGRect(x: 0, y: 0, width: 120, height: 100), limitedToNumberOfLines: 1)
    #expect(rect.width <= 120 && Double(rect.width) >= 120 - 1.0 / 3 - 0.01)
    #expect(abs(Double(rect.height) - lineHeight * scale) <= 1.0 / 3 + 0.01)
    #expect(Double(rect.height) < Self.ceil3(lineHeight))
  }

  @Test func oneLine_stopsAtTheMinimumScale() throws {
    let rect = Self.shrinkingLabel(0.9).textRect(
      forBounds: CGRect(x: 0, y: 0, width: 60, height: 100), limitedToNumberOfLines: 1)
    #expect(Double(rect.height) == Self.ceil3(SFProLineMetrics.lineHeight(17 * 0.9)))
    #expect(rect.width <= 60)
  }

  /// 0 does not shrink (Apple's documented rule), and neither do 1 or
  /// more, a negative factor or NaN: the rect is the unshrunk label's.
  @Test(arguments: [CGFloat(0), 1, 1.5, -0.5, .nan])
  func factorOutsideZeroToOne_doesNotShrink(factor: CGFloat) {
    let bounds = CGRect(x: 0, y: 0, width: 120, height: 100)
    let plain = UILabel()
    plain.text = Self.text
    #expect(
      Self.shrinkingLabel(factor).textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        == plain.textRect(forBounds: bounds, limitedToNumberOfLines: 1))
  }

  @Test func sizeThatFits_measuresTheUnshrunkText() throws {
    let label = Self.shrinkingLabel(0.5)
    let size = label.sizeThatFits(CGSize(width: 1000, height: 0))
    #expect(Double(size.width) == Self.ceil3(try InterOracle.width(Self.text, size: 17)))
    #expect(label.intrinsicContentSize == size)
  }

  @Test func multipleLines_shrinkToTheBoundsHeight() throws {
    let label = Self.shrinkingLabel(0.5)
    label.numberOfLines = 0
    let lineHeight = SFProLineMetrics.lineHeight(17)
    // Two lines at full size need 2 × lineHeight; the bounds hold 1.5 of them.
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 1.5 * lineHeight)
    #expect(try InterOracle.lines(Self.text, size: 17, width: 100).count >= 2)
    let rect = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
    #expect(Double(rect.height) <= Self.ceil3(1.5 * lineHeight))
    #expect(Double(rect.height) >= lineHeight * 0.5)
  }

  static func ceil3(_ value: Double) -> Double { ViewSizingTests.ceil3(value) }
}
