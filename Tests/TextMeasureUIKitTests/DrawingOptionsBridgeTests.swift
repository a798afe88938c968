import FontOracles
import Foundation
import Testing
import TextMeasure
import TextMeasureUIKit

/// `NSStringDrawingOptions` keeps UIKit's raw values, and each of its
/// options turns on the engine option with the same rule.
@Suite struct DrawingOptionsBridgeTests {
  /// Liberation Sans at 17 pt: its hhea lineGap is not 0, so leading shows.
  static func liberation() throws -> UIFont { UIFont(try Font(fileURL: FontFiles.liberationSans, size: 17)) }

  @Test func rawValues_areTheOnesOfNSStringDrawingH() {
    // NSStringDrawing.h: UsesLineFragmentOrigin 1 << 0, UsesFontLeading
    // 1 << 1, UsesDeviceMetrics 1 << 3, TruncatesLastVisibleLine 1 << 5.
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
    #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  }

  @Test func usesFontLeading_addsTheHheaLineGap() throws {
    let metrics = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 17)
    #expect(metrics.lineGap > 0)
    let attributes: [NSAttributedString.Key: Any] = [.font: try Self.liberation()]
    let with = "Hello".boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes, context: nil)
    let without = "Hello".boundingRect(
      with: .zero, options: [.usesLineFragmentOrigin], attributes: attributes, context: nil)
    #expect(Double(with.height) == metrics.ascender - metrics.descender + metrics.lineGap)
    #expect(Double(without.height) == metrics.ascender - metrics.descender)
  }

  @Test func withoutLineFragmentOrigin_theTextIsOneLineAboveItsBaseline() throws {
    let metrics = try FontFiles.hheaMetrics(FontFiles.liberationSans.path, size: 17)
    let attributes: [NSAttributedString.Key: Any] = [.font: try Self.liberation()]
    let rect = "one\ntwo".boundingRect(with: .zero, options: [], attributes: attributes, context: nil)
    #expect(Double(rect.minY) == -metrics.ascender)
    #expect(Double(rect.height) == metrics.ascender - metrics.descender)
  }

  /// Every combination of the four options measures as the engine does with
  /// the options written here from Apple's rule for each.
  @Test(arguments: 0..<16)
  func everyCombination_measuresAsTheEngineOptionsOfItsRules(combination: Int) throws {
    let names: [NSStringDrawingOptions] = [
      .usesLineFragmentOrigin, .usesFontLeading, .usesDeviceMetrics, .truncatesLastVisibleLine,
    ]
    let options = NSStringDrawingOptions(names.indices.filter { combination & (1 << $0) != 0 }.map { names[$0] })
    let expected = TextLayoutOptions(
      lines: combination & 1 != 0 ? .multiple : .single, addsFontLeading: combination & 2 != 0,
      measuresInkBounds: combination & 4 != 0, truncatesLastVisibleLine: combination & 8 != 0)
    #expect(options.engineLayoutOptions == expected)
    let font = try Self.liberation()
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
    let size = CGSize(width: 120, height: 40)
    let rect = text.boundingRect(with: size, options: options, attributes: [.font: font], context: nil)
    let engine = try TextMeasurer().boundingRect(
      AttributedText(text, attributes: TextAttributes(font: font.engineFont)), constrainedTo: size, options: expected)
    #expect(rect == engine)
  }
}
