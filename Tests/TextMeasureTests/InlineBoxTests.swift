import EngineFixtures
import FontOracles
import Foundation
import Testing

import TextMeasure

/// An inline box takes the place of its character: its width is the
/// advance, its ascent and descent grow the line; numbers from hb-shape and
/// the system font's line metrics (SF Pro's, by hand).
@Suite struct InlineBoxTests {
  static let size = 17.0

  static func text(box: InlineBox) -> AttributedText {
    let font = Font.systemFont(ofSize: size)
    var text = AttributedText("a", attributes: TextAttributes(font: font))
    text.append("\u{FFFC}", attributes: TextAttributes(font: font, inlineBox: box))
    text.append("b", attributes: TextAttributes(font: font))
    return text
  }

  /// The system font's line metrics at ``size``: San Francisco's.
  static let lineMetrics = (
    ascender: SFProLineMetrics.ascender(size), descender: SFProLineMetrics.descender(size), lineGap: 0.0
  )

  static func width(_ string: String) throws -> Double {
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    return Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: string)) * size / upem
  }

  @Test func boxWidthIsTheAdvance_andItsExtentsGrowTheLine() throws {
    let layout = try TextMeasurer().layout(Self.text(box: InlineBox(width: 30, ascent: 35, descent: 5)))
    let metrics = Self.lineMetrics
    #expect(abs(layout.width - (try Self.width("a") + 30 + Self.width("b"))) < 1e-9)
    let expectedHeight = max(metrics.ascender, 35) + max(-metrics.descender, 5) + metrics.lineGap
    #expect(abs(Double(layout.size.height) - expectedHeight) < 1e-9)
    #expect(abs(layout.lines[0].baseline - max(metrics.ascender, 35)) < 1e-9)
  }

  @Test func smallBox_leavesTheLineAsTheFontMakesIt() throws {
    let layout = try TextMeasurer().layout(Self.text(box: InlineBox(width: 4, ascent: 3, descent: 0)))
    let metrics = Self.lineMetrics
    #expect(abs(Double(layout.size.height) - (metrics.ascender - metrics.descender + metrics.lineGap)) < 1e-9)
  }

  @Test func theCharactersGlyphDrawsNothing() throws {
    let layout = try TextMeasurer().layout(Self.text(box: InlineBox(width: 30, ascent: 35, descent: 5)))
    let glyphs = layout.lines[0].runs.flatMap { run in zip(run.clusters, run.glyphs).map { $0 } }
    let space = try HBShape.shape(fontFile: FontFiles.interRegular, text: " ")[0].glyphID
    #expect(glyphs.first { $0.0 == 1 }?.1 == space)
  }

  /// A line's edges (reshaped where a break is not safe, and kept by the
  /// engine's cache) are the boxed text's own: the same characters without
  /// the box, laid out after it by the same engine (or before it), break
  /// and measure as an engine that caches nothing lays them out.
  @Test(arguments: [true, false])
  func theSameTextBoxedAndUnboxed_keepTheirOwnEdges(boxedFirst: Bool) throws {
    let font = Font.systemFont(ofSize: Self.size)
    // Broken between characters, inside kerning pairs ("AV", "Ta"), where
    // HarfBuzz marks the boundary unsafe and the line's edge is reshaped.
    var style = ParagraphStyle()
    style.lineBreakMode = .byCharWrapping
    let string = "TavernAVAVAYolkWAVEToteTyre"
    let plain = AttributedText(string, attributes: TextAttributes(font: font, paragraphStyle: style))
    let boxed = AttributedText(
      string,
      attributes: TextAttributes(
        font: font, paragraphStyle: style, inlineBox: InlineBox(width: 9, ascent: 10, descent: 2)))
    let engine = TextEngine()
    let size = CGSize(width: 60, height: CGFloat.infinity)
    for text in boxedFirst ? [boxed, plain] : [plain, boxed] {
      let cached = try TextMeasurer(engine: engine).layout(text, constrainedTo: size)
      let uncached = try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout(text, constrainedTo: size)
      #expect(cached.lines.map(\.range) == uncached.lines.map(\.range))
      #expect(cached.lines.map(\.width) == uncached.lines.map(\.width))
    }
  }

  @Test func negativeWidth_throws() {
    #expect(throws: TextLayoutError.invalidAttribute(name: "inlineBox.width", value: -1)) {
      try TextMeasurer().layout(Self.text(box: InlineBox(width: -1, ascent: 7, descent: 0)))
    }
    // −0 is no advance, as 0 is.
    #expect(throws: Never.self) { try TextMeasurer().layout(Self.text(box: InlineBox(width: -0.0, ascent: 7, descent: 0))) }
  }

  @Test(arguments: [Double.nan, .infinity])
  func nonFiniteBox_throws(value: Double) {
    #expect(throws: TextLayoutError.self) {
      try TextMeasurer().layout(Self.text(box: InlineBox(width: value, ascent: 1, descent: 1)))
    }
  }
}
