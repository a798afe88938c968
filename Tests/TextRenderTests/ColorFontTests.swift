import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// COLRv0 colour glyphs: drawn in their palette's colours, whatever the
/// text colour, and measured like any glyph.
///
/// The font is `Fixtures/ColrTest.ttf`, which `scripts/make-colr-fixture.py`
/// generates (we made it): one colour glyph, "A", of two square layers in
/// two palette colours. Every expected number comes from the file's tables
/// (`CPAL`, `COLR`, `glyf`, `hmtx`, `hhea`), read by FontOracles.
@Suite struct ColorFontTests {
  static let fontURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/ColrTest.ttf")
  static let size = 100.0
  static let margin = 10.0

  @Test func colrGlyph_measuresByItsTables() throws {
    let tables = try SfntTables(contentsOf: Self.fontURL)
    let base = try #require(try tables.colorGlyphs().keys.first)
    let scale = try tables.scale(size: Self.size)
    let layout = try TextMeasurer().layout("A", font: try Font(fileURL: Self.fontURL, size: Self.size))
    #expect(layout.lines.first?.runs.first?.glyphs == [UInt32(base)])
    let advance = Double(try tables.advanceWidth(base)) * scale
    let lineHeight = try tables.lineHeight(size: Self.size)
    #expect(abs(Double(layout.size.width) - advance) < 1e-9)
    #expect(abs(Double(layout.size.height) - lineHeight) < 1e-9)
  }

  @Test(arguments: [1, 2, 3])
  func colrGlyph_isDrawnInItsPaletteColours(scale: Int) throws {
    let tables = try SfntTables(contentsOf: Self.fontURL)
    let (base, layers) = try #require(try tables.colorGlyphs().first)
    let palette = try tables.palette()
    let pointsPerUnit = try tables.scale(size: Self.size)
    let baseline = Self.margin + Double(try tables.hhea().ascender) * pointsPerUnit
    let layout = try TextMeasurer().layout("A", font: try Font(fileURL: Self.fontURL, size: Self.size))
    try #require(layout.lines.first?.runs.first?.glyphs == [UInt32(base)])

    var canvas = try Canvas(size: CGSize(width: 120, height: 120), scale: scale)
    canvas.fill(.white)
    canvas.draw(layout, at: CGPoint(x: Self.margin, y: Self.margin), color: .black)
    let bitmap = try canvas.makeBitmap()
    try RenderFixtures.writeArtifact(bitmap, named: "colr@\(scale)x")

    try #require(layers.count == 2)
    for (index, layer) in layers.enumerated() {
      // A point of this layer that no layer above covers, 5 units inside its edges.
      let box = try tables.glyphBox(layer.glyph)
      let above = try layers[(index + 1)...].map { try tables.glyphBox($0.glyph) }
      let candidates = stride(from: box.xMin + 5, through: box.xMax - 5, by: 5).flatMap { x in
        stride(from: box.yMin + 5, through: box.yMax - 5, by: 5).map { y in (x: x, y: y) }
      }
      let point = try #require(
        candidates.first { p in
          above.allSatisfy { p.x < $0.xMin - 5 || p.x > $0.xMax + 5 || p.y < $0.yMin - 5 || p.y > $0.yMax + 5 }
        })
      let x = Int(((Self.margin + Double(point.x) * pointsPerUnit) * Double(scale)).rounded(.down))
      let y = Int(((baseline - Double(point.y) * pointsPerUnit) * Double(scale)).rounded(.down))
      let expected = palette[layer.paletteIndex]
      let pixel = bitmap[x: x, y: y]
      #expect(
        [pixel.red, pixel.green, pixel.blue, pixel.alpha] == [expected.red, expected.green, expected.blue, expected.alpha],
        "layer \(index) at (\(x), \(y)): \(pixel)")
    }
  }
}
