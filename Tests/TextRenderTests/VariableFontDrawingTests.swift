import FontOracles
import Foundation
import Testing

@testable import TextMeasure
@testable import TextRender

/// A variable font draws the outlines of its instance: the ink of a glyph
/// drawn at wght 100, 400 and 900 spans what HarfBuzz's extents (hb-shape,
/// another reader of `gvar`) give at that location, and an instance drawn,
/// forgotten by the table of cairo faces and drawn again draws the same
/// pixels.
@Suite struct VariableFontDrawingTests {
  static let size = 200.0
  static let margin = TextDrawingTests.margin

  /// The fixture at `weight`, its optical size fixed at the default 12 so
  /// that the oracle's location is the font's whole location.
  static func instance(weight: Double, engine: TextEngine = TextEngine()) throws -> Font {
    try FontFiles.requireFile(FontFiles.dejaVuVariable)
    return try Font(fileURL: FontFiles.dejaVuVariable, size: size, engine: engine)
      .withVariations(["wght": weight, "opsz": 12])
  }

  @Test(arguments: [100.0, 400, 900])
  func aGlyphsInk_spansTheInstancesExtents(weight: Double) throws {
    let font = try Self.instance(weight: weight)
    let layout = try TextMeasurer().layout("H", font: font, width: .infinity)
    let bitmap = try TextDrawingTests.render(layout, scale: 1)
    try RenderFixtures.writeArtifact(bitmap, named: "variable-H-wght\(Int(weight))")
    let glyphs = try HBShape.shape(
      fontFile: FontFiles.dejaVuVariable, text: "H", extents: true, variations: ["wght": weight, "opsz": 12])
    let extents = try #require(glyphs.first?.extents)
    // The layout's one line starts at x 0; the glyph's ink starts at its x
    // bearing and is `width` units wide (2048 units per em).
    let pixelsPerUnit = Self.size / 2048
    let left = Self.margin + Double(extents[0]) * pixelsPerUnit
    let right = left + Double(extents[2]) * pixelsPerUnit
    let ink = try #require(RenderFixtures.inkBox(bitmap))
    // Anti-aliasing inks any pixel an edge enters; cairo puts the glyph's
    // origin on a whole pixel, here already whole.
    #expect(abs(Double(ink.x.lowerBound) - left.rounded(.down)) <= 1, "left edge at wght \(weight)")
    #expect(abs(Double(ink.x.upperBound + 1) - right.rounded(.up)) <= 1, "right edge at wght \(weight)")
  }

  @Test func anInstanceDrawnAgainAfterBeingForgotten_drawsTheSamePixels() throws {
    let layout = try TextMeasurer().layout("Hamburgefonts", font: try Self.instance(weight: 750), width: .infinity)
    let first = try TextDrawingTests.render(layout, scale: 1)
    // Instances of other weights, each a face of its own, push the first
    // out of the table of cairo faces.
    for index in 0...CairoFontFaces.defaultCapacity {
      let other = try Self.instance(weight: 100 + Double(index), engine: TextEngine(cacheBudget: 0))
      _ = try TextDrawingTests.render(try TextMeasurer().layout("H", font: other, width: .infinity), scale: 1)
    }
    #expect(try TextDrawingTests.render(layout, scale: 1) == first)
  }
}
