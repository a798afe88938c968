import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// The bundled Inter, whose bytes are built into the binary, draws exactly
/// as the same face read from its file in `Fonts/Inter`.
@Suite struct BundledFontDrawingTests {
  /// `text` laid out in `font` alone (no fallback), 300 pt wide, drawn at `scale`.
  static func drawing(_ text: String, _ font: Font, scale: Int) throws -> Bitmap {
    let layout = try TextMeasurer(engine: TextEngine(cacheBudget: 0)).layout(
      text, font: font.withCascadeList([], systemFallback: false), width: 300)
    return try TextDrawingTests.render(layout, scale: scale)
  }

  @Test(arguments: [("Inter-Regular", 1), ("Inter-BoldItalic", 2)])
  func aBundledFace_drawsAsItsFile(_ name: String, scale: Int) throws {
    let text = "Hello, Susi! Ünïcödé ﬁ 123"
    let bundled = try Font(name: name, size: 17)
    #expect(bundled.fileURL == nil)
    let drawn = try Self.drawing(text, bundled, scale: scale)
    let fromFile = try Self.drawing(text, try Font(fileURL: FontFiles.inter(name), size: 17), scale: scale)
    #expect(drawn == fromFile)
    // And it is ink, not a blank canvas.
    let ink = try #require(RenderFixtures.inkBox(drawn))
    #expect(ink.x.count > 100 * scale)
  }
}
