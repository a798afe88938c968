import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// A bubble view as sizing code writes one: its own designated
/// initialisers, a label subview, and the usual overrides.
private final class BubbleView: UIView {
  let label = UILabel()
  var layoutPasses = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
    label.numberOfLines = 0
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override var canBecomeFirstResponder: Bool { true }
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    label.frame = bounds.insetBy(dx: 8, dy: 4)
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(CGSize(width: size.width - 16, height: 0))
    return CGSize(width: text.width + 16, height: text.height + 8)
  }
}

/// A text view subclass with UIKit's designated initialisers.
private final class GrowingTextView: UITextView {
  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    isScrollEnabled = false
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: super.intrinsicContentSize.height)
  }
}

@Suite struct ViewSubclassTests {
  @Test func subclass_sizesThroughItsOverrides() throws {
    let bubble = BubbleView(frame: .zero)
    bubble.label.text = "Hello there"
    let text = try InterOracle.width("Hello there", size: 17)
    let size = bubble.sizeThatFits(CGSize(width: 300, height: 0))
    #expect(Double(size.width) == ViewSizingTests.ceil3(text) + 16)
    #expect(Double(size.height) == ViewSizingTests.ceil3(SFProLineMetrics.lineHeight(17)) + 8)
    #expect(bubble.canBecomeFirstResponder)
    #expect(!bubble.becomeFirstResponder())  // no window, as UIKit answers
  }

  @Test func layoutIfNeeded_runsLayoutSubviewsOncePerChange() {
    let bubble = BubbleView()
    bubble.layoutIfNeeded()
    bubble.layoutIfNeeded()
    #expect(bubble.layoutPasses == 1)
    bubble.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    bubble.layoutIfNeeded()
    #expect(bubble.layoutPasses == 2)
    #expect(bubble.label.frame == CGRect(x: 8, y: 4, width: 84, height: 32))
    bubble.setNeedsLayout()
    bubble.layoutIfNeeded()
    #expect(bubble.layoutPasses == 3)
  }

  @Test func coderInitialisers_areNilOnLinux() {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(UIView(coder: coder) == nil)
    #expect(UILabel(coder: coder) == nil)
    #expect(UITextView(coder: coder) == nil)
    #expect(BubbleView(coder: coder) == nil)
  }

  @Test func hierarchy_addsMovesAndRemoves() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    #expect(child.superview === first && first.subviews.count == 1)
    second.addSubview(child)
    #expect(child.superview === second && first.subviews.isEmpty)
    child.addSubview(second)  // a cycle: refused
    #expect(second.superview == nil && child.subviews.isEmpty)
    child.removeFromSuperview()
    #expect(child.superview == nil && second.subviews.isEmpty)
  }

  @Test func tintColor_inheritsFromTheSuperview() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.tintColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    parent.tintColor = .red
    #expect(child.tintColor == .red)
    child.tintColor = .green
    #expect(child.tintColor == .green)
    child.tintColor = nil
    #expect(child.tintColor == .red)
  }

  @Test func textViewSubclass_usesTheGivenContainersStack() throws {
    let storage = NSTextStorage()
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: .zero)
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    let view = GrowingTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 0), textContainer: container)
    #expect(view.textContainer === container && view.layoutManager === manager && view.textStorage === storage)
    view.font = .systemFont(ofSize: 17)
    view.text = "Hi"
    #expect(Double(view.intrinsicContentSize.height) == ViewSizingTests.ceil3(SFProLineMetrics.lineHeight(17) + 16))
    #expect(GrowingTextView(frame: .zero).isScrollEnabled == false)  // init(frame:) reaches the override
  }

  @Test func appearanceProperties_haveUIKitsDefaults() {
    let view = UIView()
    #expect(view.backgroundColor == nil && !view.isHidden && view.alpha == 1 && !view.clipsToBounds)
    let scroll = UIScrollView()
    #expect(scroll.contentSize == .zero && scroll.contentInset == .zero && scroll.contentOffset == .zero)
    scroll.frame = CGRect(x: 5, y: 5, width: 100, height: 100)
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    #expect(scroll.bounds == CGRect(x: 0, y: 40, width: 100, height: 100))
    #expect(scroll.frame.origin == CGPoint(x: 5, y: 5))
  }
}
