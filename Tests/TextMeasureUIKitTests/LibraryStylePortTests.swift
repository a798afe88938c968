import FontOracles
import Foundation
import Testing
import TextMeasureUIKit

extension CurrentTraitsSuites {
  /// The MessageKit- and Chatto-style sizing code beside this file, compiled
  /// with only its import changed, gives the sizes computed here from
  /// hb-shape's advances, Inter's hhea table and a greedy breaker. The
  /// MessageKit style's font is `preferredFont(forTextStyle: .body)`, which
  /// reads the current traits.
  @Suite struct LibraryStylePortTests {
    static let long =
      "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested in it"

    @Test func messageKitStyle_oneLine_isTheCeiledAdvanceAndLineHeightPlusInsets() throws {
      let calculator = StyleMessageSizeCalculator()
      let size = calculator.messageContainerSize(for: "Hello there", isFromCurrentSender: false, maxWidth: 300)
      let width = try InterOracle.width("Hello there", size: 17).rounded(.up) + 18 + 14
      let height = SFProLineMetrics.lineHeight(17).rounded(.up) + 7 + 7
      #expect(size == CGSize(width: width, height: height))
    }

    @Test func messageKitStyle_wrapsAtTheWidthLessTheInsets() throws {
      let calculator = StyleMessageSizeCalculator()
      let size = calculator.messageContainerSize(for: Self.long, isFromCurrentSender: true, maxWidth: 260)
      let lines = try InterOracle.lines(Self.long, size: 17, width: 260 - 14 - 18)
      #expect(lines.count > 2)
      let width = try InterOracle.widest(lines, size: 17).rounded(.up) + 14 + 18
      let height = (Double(lines.count) * (SFProLineMetrics.lineHeight(17))).rounded(.up) + 14
      #expect(size == CGSize(width: width, height: height))
    }

    @Test func messageKitStyle_reusedStack_measuresEachTextAfresh() throws {
      let calculator = StyleMessageSizeCalculator()
      _ = calculator.messageContainerSize(for: Self.long, isFromCurrentSender: true, maxWidth: 260)
      let size = calculator.messageContainerSize(for: "Hi", isFromCurrentSender: true, maxWidth: 260)
      #expect(size.width == (try InterOracle.width("Hi", size: 17)).rounded(.up) + 32)
      #expect(Double(size.height) == SFProLineMetrics.lineHeight(17).rounded(.up) + 14)
    }

    @Test func messageKitStyle_numberOfLines_keepsTheFirstLines() throws {
      let calculator = StyleMessageSizeCalculator()
      calculator.numberOfLines = 2
      let size = calculator.labelSize(
        for: NSAttributedString(string: Self.long, attributes: [.font: calculator.messageLabelFont]), considering: 200)
      let lines = try InterOracle.lines(Self.long, size: 17, width: 200)
      #expect(lines.count > 2)
      #expect(Double(size.height) == (2 * SFProLineMetrics.lineHeight(17)).rounded(.up))
      #expect(size.width == (try InterOracle.widest(Array(lines.prefix(2)), size: 17)).rounded(.up))
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func chattoStyle_roundsToTheScreensPixels(scale: Double) throws {
      var layout = StyleTextBubbleLayout(
        text: Self.long, font: .systemFont(ofSize: 16), textInsets: UIEdgeInsets(top: 10, left: 19, bottom: 10, right: 15),
        preferredMaxLayoutWidth: 255)
      layout.scale = CGFloat(scale)
      let lines = try InterOracle.lines(Self.long, size: 16, width: 255 - 34)
      func ceilToPixels(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
      let expected = CGSize(
        width: ceilToPixels(try InterOracle.widest(lines, size: 16)) + 34,
        height: ceilToPixels(Double(lines.count) * (SFProLineMetrics.lineHeight(16))) + 20)
      #expect(layout.bubbleSize() == expected)
    }

    @Test func chattoStyle_numberOfLines_isHonoured() throws {
      var layout = StyleTextBubbleLayout(
        text: Self.long, font: .systemFont(ofSize: 16), textInsets: UIEdgeInsets(top: 10, left: 19, bottom: 10, right: 15),
        preferredMaxLayoutWidth: 255)
      layout.numberOfLines = 1
      let oneLine = SFProLineMetrics.lineHeight(16)
      let scale = 3.0  // UIScreen.main's documented default
      #expect(Double(layout.bubbleSize().height) == (oneLine * scale).rounded(.up) / scale + 20)
    }
  }
}
