import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// Chatto's `TextBubbleView` (`Ported/ChattoTextBubbleView.swift`:
/// badoo/Chatto, `ChattoAdditions/sources/Chat Items/TextMessages/Views/TextBubbleView.swift`
/// at commit fcbcbad7e8bf9691c291ac0be93f98aeccda05ca, MIT), copied
/// verbatim with only its imports changed; its geometry helpers are
/// excerpts of Chatto's files (`ChattoGeometryAdditions.swift`), its
/// drawing, animation and gesture parts stubbed (`ChattoStubs.swift`).
/// Its sizes are checked against the text's lines worked out from
/// hb-shape and the hhea table, and against the text view it lays out.
@Suite struct PortedChattoTextBubbleViewTests {
  struct Style: TextBubbleViewStyleProtocol {
    func bubbleImage(viewModel: TextMessageViewModelProtocol, isSelected: Bool) -> UIImage {
      UIImage(size: CGSize(width: 40, height: 30))
    }
    func bubbleImageBorder(viewModel: TextMessageViewModelProtocol, isSelected: Bool) -> UIImage? { nil }
    func textFont(viewModel: TextMessageViewModelProtocol, isSelected: Bool) -> UIFont { .systemFont(ofSize: 16) }
    func textColor(viewModel: TextMessageViewModelProtocol, isSelected: Bool) -> UIColor { .black }
    func textInsets(viewModel: TextMessageViewModelProtocol, isSelected: Bool) -> UIEdgeInsets {
      UIEdgeInsets(top: 10, left: 19, bottom: 10, right: 15)
    }
  }

  struct ViewModel: TextMessageViewModelProtocol {
    var text: String
    var bubbleAccessibilityIdentifier: String { "bubble" }
  }

  static let long =
    "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested in it"

  static func bubble(_ context: ViewContext) -> TextBubbleView {
    let view = TextBubbleView(frame: .zero)
    view.layoutCache = NSCache()
    view.viewContext = context
    view.textMessageViewModel = ViewModel(text: long)  // before the style: its didSet reads the view model
    view.style = Style()
    return view
  }

  /// Chatto's rule: the used rect at the width less the insets, padding 0,
  /// rounded up to pixels, plus the insets.
  @Test func sizeThatFits_isTheRoundedTextPlusInsets() throws {
    let size = Self.bubble(.sizing).sizeThatFits(CGSize(width: 255, height: .greatestFiniteMagnitude))
    let lines = try InterOracle.lines(Self.long, size: 16, width: 255 - 34)
    #expect(lines.count > 2)
    let width = ViewSizingTests.ceil3(try InterOracle.widest(lines, size: 16)) + 34
    let height = ViewSizingTests.ceil3(Double(lines.count) * SFProLineMetrics.lineHeight(16)) + 20
    #expect(abs(Double(size.width) - width) < 1e-9 && abs(Double(size.height) - height) < 1e-9)
  }

  /// In a normal context the view styles its text view; laid out, the
  /// text view gets the computed frame, and its own `sizeThatFits` (the
  /// other path Chatto's issue #129 compares) gives the same size.
  @Test func layoutSubviews_givesTheTextViewTheSizeItMeasuresItself() throws {
    let view = Self.bubble(.normal)
    view.preferredMaxLayoutWidth = 255
    let size = view.sizeThatFits(CGSize(width: 255, height: .greatestFiniteMagnitude))
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    let textView = try #require(view.subviews.compactMap { $0 as? UITextView }.first)
    let measured = textView.sizeThatFits(CGSize(width: 255, height: .greatestFiniteMagnitude))
    for (got, expected) in [(textView.frame.width, size.width), (textView.frame.height, size.height),
      (measured.width, size.width), (measured.height, size.height)] {
      #expect(abs(got - expected) < 1e-9)
    }
    #expect(textView.isSelectable && textView.dataDetectorTypes == .all)
    #expect(textView.selectedRange == NSRange(location: 0, length: 0) && !textView.canBecomeFirstResponder)
  }

  @Test func animatedBatchUpdate_runsAndCompletes() {
    let view = Self.bubble(.normal)
    var completed = false
    view.performBatchUpdates({ view.selected = true }, animated: true, completion: { completed = true })
    #expect(completed && view.selected)
  }
}
