import FontOracles
import Foundation
import Testing

@testable import TextMeasure

/// Bad input gets a thrown error (or, through the Foundation API, the null
/// rect): never a crash, a hang, or numbers that mean nothing.
@Suite struct BadInputTests {
  static func inter(_ size: Double = 17) -> Font { .systemFont(ofSize: size) }

  @Test(arguments: [Double.nan, -1, 0, .infinity, -.infinity])
  func invalidPointSize_throws(size: Double) {
    #expect(throws: TextLayoutError.self) { try TextMeasurer().layout("Hello", font: Self.inter(size)) }
  }

  @Test func nanConstraint_throws() {
    for size in [CGSize(width: CGFloat.nan, height: 0), CGSize(width: 10, height: CGFloat.nan)] {
      let error = #expect(throws: TextLayoutError.self) {
        try TextMeasurer().layout(AttributedText("Hello"), constrainedTo: size)
      }
      guard case .invalidConstraint = error else {
        Issue.record("expected invalidConstraint, got \(String(describing: error))")
        continue
      }
    }
  }

  @Test func nonFiniteAttributes_throw() {
    #expect(throws: TextLayoutError.invalidAttribute(name: "kern", value: .infinity)) {
      try TextMeasurer().layout(AttributedText("Hello", attributes: TextAttributes(font: Self.inter(), kern: .infinity)))
    }
    var style = ParagraphStyle()
    style.lineSpacing = .nan
    #expect(throws: TextLayoutError.self) {
      try TextMeasurer().layout(AttributedText("Hello", attributes: TextAttributes(font: Self.inter(), paragraphStyle: style)))
    }
  }

  @Test func overflowingSizes_throwInsteadOfInfinity() {
    #expect(throws: TextLayoutError.nonFiniteResult) {
      try TextMeasurer().layout("Hello Susi", font: Self.inter(1.7e308))
    }
  }

  @Test func aClippedLineWhoseWidthOverflows_throwsInsteadOfInfiniteGlyphPositions() throws {
    // Found by Fuzz/fuzz-text-layout: clipping set the line's width to the
    // limit, so the rect was finite and the layout kept glyphs at x = ∞.
    let text = AttributedText("Hello", attributes: TextAttributes(font: Self.inter(), kern: .greatestFiniteMagnitude))
    for options in [TextLayoutOptions(lines: .single, addsFontLeading: false), TextLayoutOptions(lines: .single)] {
      let size = CGSize(width: 90, height: CGFloat.infinity)
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().layout(text, constrainedTo: size, options: options) }
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().boundingRect(text, constrainedTo: size, options: options) }
    }
  }

  @Test func inkBoundsOfLinesWhoseHeightOverflows_throwInsteadOfInfiniteLines() throws {
    // Found by Fuzz/fuzz-text-layout: measuring ink bounds, the rect is the
    // glyphs' ink, which was finite, so a line of infinite height (a huge
    // lineHeightMultiple) was returned with an infinite baseline.
    var style = ParagraphStyle()
    style.lineHeightMultiple = .greatestFiniteMagnitude
    let text = AttributedText("Hello", attributes: TextAttributes(font: Self.inter(), paragraphStyle: style))
    for options in [
      TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true),
      TextLayoutOptions(lines: .single, addsFontLeading: false, measuresInkBounds: true),
    ] {
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().layout(text, options: options) }
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().boundingRect(text, options: options) }
    }
  }

  @Test func aLineWhoseAscentOverflowsUnderAMaximumHeight_throws() throws {
    // Found by Fuzz/fuzz-text-layout: a maximum line height kept the
    // fragment 40 pt high while a font of 1.8e308 pt whose ascender is
    // above 1 em gave the line an ascent of ∞.
    let emAscender = try FontFiles.hheaMetrics(FontFiles.notoSans.path, size: 1).ascender
    try #require(emAscender > 1 && (emAscender * .greatestFiniteMagnitude).isInfinite)
    var style = ParagraphStyle()
    style.maximumLineHeight = 40
    let font = try Font(fileURL: FontFiles.notoSans, size: .greatestFiniteMagnitude)
    let text = AttributedText("a", attributes: TextAttributes(font: font, paragraphStyle: style))
    for options in [
      TextLayoutOptions(addsFontLeading: false), TextLayoutOptions(lines: .single, addsFontLeading: false),
    ] {
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().layout(text, options: options) }
      #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().boundingRect(text, options: options) }
    }
  }

  @Test func aTruncatedLastLineThatPullsInAnOverflowingRun_throws() throws {
    // Found by Fuzz/fuzz-text-layout: truncating the last visible line
    // pulls the hidden text after it (here past a line tabulation, a
    // mandatory break inside the paragraph) into that line, and with it a
    // run raised by the largest finite baseline offset, whose ascent, twice
    // (the line-height multiple), overflows. The line kept was infinite.
    var style = ParagraphStyle()
    style.lineHeightMultiple = 2
    let font = Self.inter()
    var text = AttributedText("Hello\u{0B}", attributes: TextAttributes(font: font, paragraphStyle: style))
    var raised = TextAttributes(font: font, paragraphStyle: style)
    raised.baselineOffset = .greatestFiniteMagnitude
    text.append("world", attributes: raised)
    // The first line (twice Inter's 17 pt line, about 41 pt) fits in 50 pt; the second cannot.
    let size = CGSize(width: 200, height: 50)
    let options = TextLayoutOptions(addsFontLeading: false, truncatesLastVisibleLine: true)
    #expect(throws: TextLayoutError.nonFiniteResult) { try TextMeasurer().layout(text, constrainedTo: size, options: options) }
    #expect(throws: TextLayoutError.nonFiniteResult) {
      try TextMeasurer().boundingRect(text, constrainedTo: size, options: options)
    }
  }

  @Test func characterNoFontHas_isMeasuredAsNotdef() throws {
    // U+10FFFD (plane 16 private use) is in no cmap of the chain: .notdef,
    // with its hmtx advance (hb-shape shows glyph 0).
    let font = Self.inter().withCascadeList([try Font(fileURL: FontFiles.dejaVuSans, size: 17)], systemFallback: false)
    let layout = try TextMeasurer().layout("a\u{10FFFD}b", font: font)
    let glyphs = try HBShape.shape(fontFile: FontFiles.interRegular, text: "a\u{10FFFD}b")
    #expect(glyphs[1].glyphID == 0)
    #expect(layout.lines[0].runs.flatMap(\.glyphs) == glyphs.map(\.glyphID))
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    #expect(abs(layout.lines[0].width - Double(glyphs.reduce(0) { $0 + $1.xAdvance }) * 17 / upem) < 1e-9)
  }

  @Test func emptyChainWithoutSystemFallback_measuresNotdef() throws {
    // Inter has no Han: with no fallback at all the two characters are .notdef,
    // each with the hmtx advance hb-shape reports for it.
    let empty = try TextMeasurer().layout("中文", font: Self.inter().withCascadeList([], systemFallback: false))
    let glyphs = try HBShape.shape(fontFile: FontFiles.interRegular, text: "中文")
    #expect(glyphs.map(\.glyphID) == [0, 0])
    #expect(empty.lines[0].runs.flatMap(\.glyphs) == [0, 0])
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    #expect(abs(empty.lines[0].width - Double(glyphs.reduce(0) { $0 + $1.xAdvance }) * 17 / upem) < 1e-9)
  }

  @Test func hugeConstraintAndTinyWidth_finish() throws {
    let tiny = try TextMeasurer().layout("Hello world", font: Self.inter(), width: 1e-9)
    #expect(tiny.lines.map(\.text) == ["H", "e", "l", "l", "o ", "w", "o", "r", "l", "d"])
    let huge = try TextMeasurer().layout("Hello world", font: Self.inter(), width: .greatestFiniteMagnitude)
    #expect(huge.lines.count == 1)
  }
}
