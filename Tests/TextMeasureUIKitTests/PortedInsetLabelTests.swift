import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

/// MessageKit's `InsetLabel` (`MessageKitInsetLabel.swift` beside this
/// file: MessageKit/MessageKit, `Sources/Views/InsetLabel.swift` at commit
/// 090fc7b913d786a4c162682a569cad1bad7b3fb8, MIT, copied verbatim with only
/// its import changed). It overrides `drawText(in:)` and calls
/// `setNeedsDisplay()`; its insets move the drawn text only, so its sizes
/// are UILabel's, as on iOS (MessageKit's size calculators add the insets
/// themselves). The sizes are checked against hb-shape and the hhea table.
@Suite struct PortedInsetLabelTests {
  @Test func insetLabel_sizesAsItsTextWithoutTheInsets() throws {
    let label = InsetLabel()
    label.textInsets = UIEdgeInsets(top: 7, left: 18, bottom: 7, right: 14)
    label.numberOfLines = 0
    label.text = ViewSizingTests.long
    let lines = try InterOracle.lines(ViewSizingTests.long, size: 17, width: 120)
    let size = label.sizeThatFits(CGSize(width: 120, height: .greatestFiniteMagnitude))
    #expect(Double(size.width) == ViewSizingTests.ceil3(try InterOracle.widest(lines, size: 17)))
    #expect(Double(size.height) == ViewSizingTests.ceil3(Double(lines.count) * SFProLineMetrics.lineHeight(17)))
    label.drawText(in: CGRect(origin: .zero, size: size))  // accepted; nothing is drawn
  }
}
