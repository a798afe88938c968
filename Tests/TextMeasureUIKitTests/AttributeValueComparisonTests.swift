import Foundation
import Testing
import TextMeasureUIKit

/// Foundation compares neighbouring runs' values (`CFEqual`) when it sets
/// attributes: runs with equal values become one, runs with different
/// values stay apart. On Linux this comparison stops the process for a
/// value whose first stored word reads as Core Foundation type 0 (a plain
/// `NSObject` subclass, a Swift class or a boxed struct holding a small
/// number or a round `Double` there), so every UIKit value class here is an
/// `AttributeValueObject` and `NSUnderlineStyle` becomes a number.
@Suite struct AttributeValueComparisonTests {
  /// A port's own attribute value, made safe as `AttributeValueObject`
  /// says; its first stored property would read as type 0.
  final class Highlight: AttributeValueObject {
    let level: Int
    init(level: Int) {
      self.level = level
      super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? Highlight)?.level == level }
    override var hash: Int { level }
  }

  /// Sets `equal.0` on 0..<2, `equal.1` on 2..<4 and `different` on 4..<6,
  /// and returns the longest effective ranges at 0 and at 5.
  static func effectiveRanges(_ key: NSAttributedString.Key, equal: (Any, Any), different: Any)
    -> (first: NSRange, last: NSRange)
  {
    let text = NSMutableAttributedString(string: "abcdef")
    text.setAttributes([key: equal.0], range: NSRange(location: 0, length: 2))
    text.setAttributes([key: equal.1], range: NSRange(location: 2, length: 2))
    text.addAttribute(key, value: different, range: NSRange(location: 4, length: 2))
    let whole = NSRange(location: 0, length: 6)
    var first = NSRange(), last = NSRange()
    _ = text.attribute(key, at: 0, longestEffectiveRange: &first, in: whole)
    _ = text.attribute(key, at: 5, longestEffectiveRange: &last, in: whole)
    return (first, last)
  }

  static let equalRuns = NSRange(location: 0, length: 4)
  static let differentRun = NSRange(location: 4, length: 2)

  @Test func fonts() {
    let ranges = Self.effectiveRanges(
      .font, equal: (UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)),
      different: UIFont.boldSystemFont(ofSize: 12))
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
  }

  @Test func colours() {
    // Red is 1, 0, 0, 1: its first component reads as type 0.
    let ranges = Self.effectiveRanges(
      .foregroundColor, equal: (UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)), different: UIColor.blue)
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
  }

  @Test func paragraphStyles() {
    let spaced = NSMutableParagraphStyle()
    spaced.lineSpacing = 2
    let ranges = Self.effectiveRanges(
      .paragraphStyle, equal: (NSParagraphStyle.default, NSMutableParagraphStyle()), different: spaced)
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
  }

  @Test func attachments_areEqualOnlyToThemselves() {
    let box = NSTextAttachment(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    let ranges = Self.effectiveRanges(
      .attachment, equal: (box, box), different: NSTextAttachment(bounds: box.bounds))
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
  }

  @Test func underlineStyles_areStoredAsNumbers() {
    let ranges = Self.effectiveRanges(
      .underlineStyle, equal: (NSUnderlineStyle.single, 1), different: NSUnderlineStyle.double)
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
    let text = NSAttributedString(string: "a", attributes: [.underlineStyle: NSUnderlineStyle.double])
    #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? NSUnderlineStyle == .double)
    #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 9)
  }

  @Test func aPortsOwnValueClass_isComparedByIsEqual() {
    let ranges = Self.effectiveRanges(
      .init("Highlight"), equal: (Highlight(level: 1), Highlight(level: 1)), different: Highlight(level: 2))
    #expect(ranges.first == Self.equalRuns)
    #expect(ranges.last == Self.differentRun)
  }

  /// Many neighbouring runs of fonts, colours and styles at once, set and
  /// then overlapped, as a port's styling code does.
  @Test func manyNeighbouringRuns_keepTheirOwnValues() {
    let text = NSMutableAttributedString(string: String(repeating: "x", count: 24))
    let colours = [UIColor.red, .green, .blue, .black]
    for index in 0..<24 {
      let style = NSMutableParagraphStyle()
      style.lineSpacing = CGFloat(index % 3)
      text.setAttributes(
        [.font: UIFont.systemFont(ofSize: CGFloat(10 + index % 2)), .foregroundColor: colours[index % 4],
         .paragraphStyle: style],
        range: NSRange(location: index, length: 1))
    }
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 4, length: 8))
    for index in 0..<24 {
      let attributes = text.attributes(at: index, effectiveRange: nil)
      #expect((attributes[.font] as? UIFont)?.pointSize == CGFloat(10 + index % 2))
      let colour = (4..<12).contains(index) ? UIColor.red : colours[index % 4]
      #expect(attributes[.foregroundColor] as? UIColor == colour)
      #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == CGFloat(index % 3))
    }
  }
}
