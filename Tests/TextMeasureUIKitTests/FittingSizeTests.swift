import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// `systemLayoutSizeFitting` and `UITextView.contentSize`: the priority
/// rule written out by hand, text sizes from hb-shape and the hhea table.
@Suite struct FittingSizeTests {
  static let long = ViewSizingTests.long
  static func ceil3(_ value: Double) -> Double { ViewSizingTests.ceil3(value) }

  @Test func label_compressedSize_isItsIntrinsicSize() throws {
    let label = UILabel()
    label.text = "Hello there"
    let fitted = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(Double(fitted.width) == Self.ceil3(try InterOracle.width("Hello there", size: 17)))
    #expect(fitted == label.intrinsicContentSize)
  }

  @Test func wrappingLabel_requiredWidth_givesTheTextsHeightAtThatWidth() throws {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = Self.long
    let fitted = label.systemLayoutSizeFitting(
      CGSize(width: 100, height: UIView.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let lines = try InterOracle.lines(Self.long, size: 17, width: 100)
    #expect(lines.count > 1)
    #expect(fitted.width == 100)
    #expect(Double(fitted.height) == Self.ceil3(Double(lines.count) * SFProLineMetrics.lineHeight(17)))
    #expect(label.preferredMaxLayoutWidth == 0)  // restored
  }

  @Test func plainView_takesTheTarget() {
    let view = UIView()
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == UIView.layoutFittingExpandedSize)
  }

  /// The target wins a side when its priority beats hugging (250, target
  /// larger) or compression resistance (750, target smaller).
  @Test(arguments: [
    ("Hi", CGSize(width: 500, height: 500), Float(250), false), ("Hi", CGSize(width: 500, height: 500), 251, true),
    ("Hello there", CGSize(width: 10, height: 5), 750, false), ("Hello there", CGSize(width: 10, height: 5), 751, true),
  ])
  func target_beatsHuggingAbove250_andResistanceAbove750(
    text: String, target: CGSize, priority: Float, takesTarget: Bool
  ) throws {
    let label = UILabel()
    label.text = text
    let intrinsic = label.intrinsicContentSize
    let fitted = label.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: UILayoutPriority(priority),
      verticalFittingPriority: UILayoutPriority(priority))
    #expect(fitted == (takesTarget ? target : intrinsic))
  }

  @Test func nonScrollingTextView_requiredWidth_isItsTextsHeight() throws {
    let view = UITextView()
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 17)
    view.text = Self.long
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let lines = try InterOracle.lines(Self.long, size: 17, width: 150 - 10)
    #expect(fitted.width == 150)
    #expect(Double(fitted.height) == Self.ceil3(Double(lines.count) * SFProLineMetrics.lineHeight(17) + 16))
  }

  @Test func textView_contentSize_isTheUsedHeightPlusInsets() throws {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
    view.font = .systemFont(ofSize: 17)
    view.text = Self.long
    view.textContainerInset = UIEdgeInsets(top: 4, left: 3, bottom: 6, right: 7)
    let lines = try InterOracle.lines(Self.long, size: 17, width: 150 - 10 - 10)
    let height = Self.ceil3(Double(lines.count) * SFProLineMetrics.lineHeight(17) + 10)
    #expect(view.contentSize == CGSize(width: 150, height: height))
    view.contentSize = .zero  // replaced by the text's at the next read
    #expect(Double(view.contentSize.height) == height)
  }
}
