import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// Frames, insets and fitting targets UIKit would reject or treat
/// specially: each gives the documented result, never a crash.
@Suite struct ViewBadInputTests {
  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: .infinity, height: 10),
    CGRect(x: 0, y: 0, width: 10, height: -.infinity),
  ])
  func nonFiniteFrame_isRefused(frame: CGRect) {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    view.frame = frame
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    view.bounds = frame
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
    #expect(UIView(frame: frame).frame == .zero)
  }

  @Test func negativeFrame_isStoredAsGiven() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: -20, height: -5))
    #expect(view.frame.size == CGSize(width: -20, height: -5))
  }

  @Test func zeroWidthTextView_hasNoWidthLimit() throws {
    let view = UITextView(frame: .zero)
    view.font = .systemFont(ofSize: 17)
    view.text = "Hello there"
    #expect(view.contentSize.width == 0)
    #expect(Double(view.contentSize.height) == ViewSizingTests.ceil3(SFProLineMetrics.lineHeight(17) + 16))
  }

  /// A negative width is stored, and `bounds.width` reads it standardised
  /// (CGRect's rule, as in CoreGraphics): the view measures 50 points wide.
  @Test func negativeWidthTextView_measuresItsStandardisedWidth() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: -50, height: 0))
    view.font = .systemFont(ofSize: 17)
    view.text = "Hello there"
    #expect(view.frame.size.width == -50)
    #expect(view.contentSize == CGSize(width: 50, height: view.sizeThatFits(CGSize(width: 50, height: 0)).height))
  }

  @Test func nonFiniteContentInset_isRefused() {
    let scroll = UIScrollView()
    scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: .infinity)
    #expect(scroll.contentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    #expect(scroll.contentOffset == .zero)
  }

  @Test func nonFiniteOrNegativeFittingTarget_givesTheContentOrZero() {
    let label = UILabel()
    label.text = "Hi"
    let intrinsic = label.intrinsicContentSize
    let infinite = label.systemLayoutSizeFitting(
      CGSize(width: CGFloat.infinity, height: CGFloat.nan), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(infinite == intrinsic)
    let negative = label.systemLayoutSizeFitting(
      CGSize(width: -10, height: -10), withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
    #expect(negative == .zero)
    #expect(UIView().systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: -1)) == .zero)
  }

  @Test(arguments: [-1, -100])
  func negativeNumberOfLines_isNoLimit(numberOfLines: Int) {
    let label = UILabel()
    label.text = ViewSizingTests.long
    let bounds = CGRect(x: 0, y: 0, width: 80, height: 1000)
    label.numberOfLines = numberOfLines
    let negative = label.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    #expect(negative == label.textRect(forBounds: bounds, limitedToNumberOfLines: 0))
  }
}
