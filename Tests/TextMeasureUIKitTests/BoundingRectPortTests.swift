import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

@Suite struct BoundingRectPortTests {
  static let tutorialMessages = [
    "Hello Susi", "I love FossAsia",
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
    "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested. Sections 1.10.32 and 1.10.33 from de Finibus Bonorum et Malorum",
  ]

  @Test(arguments: tutorialMessages)
  func susiEstimatedFrame_isTheLineCountTimesInterLineHeight(message: String) throws {
    let frame = estimatedFrame(messageBody: message)
    let expected = try InterOracle.lines(message, size: 16, width: 250)
    #expect(abs(Double(frame.height) - Double(expected.count) * (SFProLineMetrics.lineHeight(16))) < 1e-9)
    #expect(frame.width <= 250)
    #expect(frame.origin == .zero)
  }

  @Test(arguments: tutorialMessages)
  func seed003SizeForItem_addsTwentyToTheTextHeight(message: String) throws {
    let size = sizeForItem(message: message, viewWidth: 375)
    let lines = try InterOracle.lines(message, size: 18, width: 250).count
    #expect(size.width == 375)
    #expect(abs(Double(size.height) - (Double(lines) * (SFProLineMetrics.lineHeight(18)) + 20)) < 1e-9)
    #expect(modernHeight(message) + 20 == size.height)
  }

  @Test func oneLineWidth_isTheHarfBuzzAdvance() throws {
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    let advance = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: "Hello Susi"))
    #expect(abs(Double(estimatedFrame(messageBody: "Hello Susi").width) - advance * 16 / upem) < 1e-9)
  }

  @Test func attributedString_readsFontKernAndParagraphStyle() throws {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 5
    let attributed = NSAttributedString(
      string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 18), .kern: 1.5, .paragraphStyle: style])
    let rect = attributed.boundingRect(
      with: CGSize(width: 250, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    let advance = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: "Hello"))
    // Five clusters, 1.5 pt of tracking after each.
    #expect(abs(Double(rect.width) - (advance * 18 / upem + 5 * 1.5)) < 1e-9)
    #expect(abs(Double(rect.height) - (SFProLineMetrics.lineHeight(18) + 5)) < 1e-9)
  }

  @Test func attributedString_withSeveralFonts() throws {
    let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.append(NSAttributedString(string: "there", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
    let rect = text.boundingRect(with: CGSize(width: 0, height: 0), options: [.usesLineFragmentOrigin], context: nil)
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    let regular = Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: "Hi "))
    let bold = Double(try HBShape.totalAdvance(fontFile: FontFiles.interBold, text: "there"))
    #expect(abs(Double(rect.width) - (regular + bold) * 17 / upem) < 1e-9)
  }

  @Test func attributeRunsSplittingASurrogatePair_keepTheCharacterWhole() throws {
    // "a😀b": the emoji is UTF-16 units 1 and 2; the first font ends between them.
    let regular = try Font(fileURL: FontFiles.interRegular, size: 17)
      .withCascadeList([try Font(fileURL: FontFiles.notoColorEmoji, size: 17)], systemFallback: false)
    let bold = try Font(fileURL: FontFiles.interBold, size: 17)
      .withCascadeList([try Font(fileURL: FontFiles.notoColorEmoji, size: 17)], systemFallback: false)
    let attributed = NSMutableAttributedString(string: "a😀b")
    attributed.setAttributes([.font: UIFont(regular)], range: NSRange(location: 0, length: 2))
    attributed.setAttributes([.font: UIFont(bold)], range: NSRange(location: 2, length: 2))
    let text = AttributedText(attributed)
    #expect(text.string == "a😀b")
    // The emoji takes its first half's attributes.
    #expect(text.runs.map(\.range) == [0..<3, 3..<4])
    #expect(text.runs.map(\.attributes.font) == [regular, bold])
    let rect = attributed.boundingRect(
      with: CGSize(width: 0, height: 0), options: [.usesLineFragmentOrigin], context: nil)
    func width(_ file: URL, _ text: String) throws -> Double {
      let upem = Double(try SfntTables(contentsOf: file).head().unitsPerEm)
      return Double(try HBShape.totalAdvance(fontFile: file, text: text)) * 17 / upem
    }
    let expected =
      try width(FontFiles.interRegular, "a") + width(FontFiles.notoColorEmoji, "😀") + width(FontFiles.interBold, "b")
    #expect(abs(Double(rect.width) - expected) < 1e-9)
  }

  @Test func sizeWithAttributes_isOneUnconstrainedLine() throws {
    let size = "Hello Susi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 16)])
    #expect(size == estimatedFrame(messageBody: "Hello Susi").size)
  }

  @Test func context_receivesTheBounds() {
    let context = NSStringDrawingContext()
    let rect = "Hello".boundingRect(
      with: CGSize(width: 100, height: 100), options: [.usesLineFragmentOrigin],
      attributes: [.font: UIFont.systemFont(ofSize: 12)], context: context)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
  }

  @Test func minimumScaleFactor_shrinksTextUntilItFits() throws {
    // 10 monospace characters need 10 cells; a box 5 cells wide fits them at
    // half size or less. The search finds the largest fitting scale within
    // 2^-18 of 0.5.
    let font = try Font(fileURL: FontFiles.dejaVuSansMono, size: 20)
    let cell = 1233.0 * 20 / 2048
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.25
    let rect = "abcdefghij".boundingRect(
      with: CGSize(width: 5 * cell, height: 0), options: [], attributes: [.font: font], context: context)
    #expect(context.actualScaleFactor <= 0.5)
    #expect(context.actualScaleFactor > 0.5 - 1.0 / 262_144)
    #expect(Double(rect.width) <= 5 * cell)
    // Text that fits keeps its size; a floor that is too high stops the shrinking there.
    let roomy = NSStringDrawingContext()
    roomy.minimumScaleFactor = 0.25
    _ = "abc".boundingRect(with: CGSize(width: 5 * cell, height: 0), options: [], attributes: [.font: font], context: roomy)
    #expect(roomy.actualScaleFactor == 1)
    let floor = NSStringDrawingContext()
    floor.minimumScaleFactor = 0.8
    _ = "abcdefghij".boundingRect(
      with: CGSize(width: 5 * cell, height: 0), options: [], attributes: [.font: font], context: floor)
    #expect(floor.actualScaleFactor == 0.8)
  }

  @Test func invalidInput_givesTheNullRect() {
    let nanWidth = "Hello".boundingRect(
      with: CGSize(width: CGFloat.nan, height: 100), options: [.usesLineFragmentOrigin], attributes: nil, context: nil)
    #expect(nanWidth.isNull)
    let badFont = "Hello".boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin], attributes: [.font: UIFont.systemFont(ofSize: -3)],
      context: nil)
    #expect(badFont.isNull)
  }

  @Test func missingFontAttribute_isTheSystemFontAt12() throws {
    let rect = "Hello".boundingRect(with: .zero, options: [.usesLineFragmentOrigin], attributes: nil, context: nil)
    #expect(abs(Double(rect.height) - (SFProLineMetrics.lineHeight(12) )) < 1e-9)
  }

  @Test func attributedStringSize_isEveryLineWithoutALimit() throws {
    let text = NSAttributedString(string: "a\nbb bb", attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let size = text.size()
    #expect(abs(Double(size.width) - (try InterOracle.width("bb bb", size: 15))) < 1e-9)
    #expect(abs(Double(size.height) - 2 * (SFProLineMetrics.lineHeight(15))) < 1e-9)
  }
}
