import CFreeType
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// A colour emoji whose PNG data is damaged: FreeType refuses the glyph,
/// the text measures as before, and drawing skips the glyph instead of
/// handing it to cairo (which never returns from such a glyph).
///
/// `Fixtures/EmojiPair.ttf` is Noto Color Emoji cut down to 😀 U+1F600 and
/// 😃 U+1F603; `Fixtures/EmojiPair-DamagedPNG.ttf` is the same file with one
/// byte of 😀's PNG changed (`scripts/make-damaged-emoji-fixture.py`). The
/// glyphs come from `hb-shape`, the PNGs and bitmap metrics from the files'
/// `CBLC` and `CBDT` tables, and FreeType's verdict from FreeType itself.
@Suite struct DamagedColorGlyphTests {
  static let intactURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/EmojiPair.ttf")
  static let damagedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/EmojiPair-DamagedPNG.ttf")
  static let text = "\u{1F600}\u{1F603}"
  static let size = 50.0
  static let margin = 10.0

  /// The glyphs of 😀 (damaged) and 😃 (intact), from hb-shape.
  static func glyphs() throws -> (damaged: Int, intact: Int) {
    let shaped = try HBShape.shape(fontFile: damagedURL, text: text)
    try #require(shaped.count == 2)
    return (Int(shaped[0].glyphID), Int(shaped[1].glyphID))
  }

  @Test func fixture_differsFromTheIntactFontInOneByteOfThePNG() throws {
    let intact = try Data(contentsOf: Self.intactURL)
    let damaged = try Data(contentsOf: Self.damagedURL)
    try #require(intact.count == damaged.count)
    let differing = (0..<intact.count).filter { intact[$0] != damaged[$0] }
    let bitmaps = try SfntTables(data: damaged).colorBitmaps()
    let glyphs = try Self.glyphs()
    let png = try #require(bitmaps[glyphs.damaged]?.png)
    #expect(differing.count == 1)
    #expect(differing.allSatisfy { png.contains($0) && $0 >= png.lowerBound + 8 }, "past the PNG signature")
    #expect(bitmaps[glyphs.intact].map { !$0.png.overlaps(png) } == true)
  }

  /// `FT_Load_Glyph` with the renderer's flags, read directly: an error for
  /// the damaged glyph only.
  @Test func freeType_refusesTheDamagedGlyphOnly() throws {
    let glyphs = try Self.glyphs()
    #expect(try Self.freeTypeLoadError(Self.damagedURL, glyph: glyphs.damaged) != 0)
    #expect(try Self.freeTypeLoadError(Self.damagedURL, glyph: glyphs.intact) == 0)
    #expect(try Self.freeTypeLoadError(Self.intactURL, glyph: glyphs.damaged) == 0)
  }

  @Test func measuring_isAsForTheIntactFont() throws {
    let tables = try SfntTables(contentsOf: Self.damagedURL)
    let scale = try tables.scale(size: Self.size)
    let advances = try HBShape.totalAdvance(fontFile: Self.damagedURL, text: Self.text)
    let measurer = TextMeasurer()
    let damagedFont = try Font(fileURL: Self.damagedURL, size: Self.size)
    let intactFont = try Font(fileURL: Self.intactURL, size: Self.size)
    let damaged = try measurer.layout(Self.text, font: damagedFont)
    let intact = try measurer.layout(Self.text, font: intactFont)
    #expect(abs(Double(damaged.size.width) - Double(advances) * scale) < 1e-9)
    #expect(abs(Double(damaged.size.height) - (try tables.lineHeight(size: Self.size))) < 1e-9)
    #expect(damaged.size == intact.size)
    #expect(damaged.lines.flatMap { $0.runs.flatMap(\.glyphs) } == intact.lines.flatMap { $0.runs.flatMap(\.glyphs) })

    // Ink bounds come from the bitmaps' metrics in CBDT, which the damage left alone.
    let ink = TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true)
    let damagedInk = try measurer.layout(Self.text, font: damagedFont, options: ink)
    let intactInk = try measurer.layout(Self.text, font: intactFont, options: ink)
    #expect(damagedInk.boundingRect == intactInk.boundingRect)
    let glyphs = try Self.glyphs()
    let bitmap = try #require(try tables.colorBitmaps()[glyphs.damaged])
    let pointsPerPixel = Self.size / Double(bitmap.ppemY)
    #expect(abs(Double(damagedInk.boundingRect.height) - Double(bitmap.height) * pointsPerPixel) < 0.05)
  }

  @Test(arguments: [1, 2, 3])
  func drawing_skipsTheDamagedGlyphBeforeCairoSeesIt(scale: Int) throws {
    let glyphs = try Self.glyphs()
    var canvas = try Canvas(size: CGSize(width: 20, height: 20), scale: scale)
    for (url, expected) in [(Self.damagedURL, [glyphs.intact]), (Self.intactURL, [glyphs.damaged, glyphs.intact])] {
      let layout = try TextMeasurer().layout(Self.text, font: try Font(fileURL: url, size: Self.size))
      let run = try #require(layout.lines.first?.runs.first)
      #expect(canvas.drawableGlyphs(of: run).map(Int.init) == expected, "\(url.lastPathComponent)")
    }
  }

  /// Drawn end to end: the damaged glyph's bitmap box stays transparent,
  /// where the intact font draws 😀; every other pixel is as the intact
  /// font draws it, 😃 included.
  @Test(arguments: [1, 2, 3])
  func drawing_leavesTheDamagedGlyphBlank(scale: Int) throws {
    let glyphs = try Self.glyphs()
    let damagedLayout = try TextMeasurer().layout(Self.text, font: try Font(fileURL: Self.damagedURL, size: Self.size))
    // Draw only if the renderer skips the glyph: handed to cairo, it would never return.
    var probe = try Canvas(size: CGSize(width: 1, height: 1), scale: scale)
    let run = try #require(damagedLayout.lines.first?.runs.first)
    try #require(!probe.drawableGlyphs(of: run).contains(UInt32(glyphs.damaged)))

    let damaged = try Self.draw(damagedLayout, scale: scale)
    let intact = try Self.draw(
      try TextMeasurer().layout(Self.text, font: try Font(fileURL: Self.intactURL, size: Self.size)), scale: scale)
    try RenderFixtures.writeArtifact(damaged, named: "damaged-emoji@\(scale)x")
    let boxes = try Self.bitmapBoxes(scale: scale)
    let blank = boxes.damaged.insetBy(dx: 2, dy: 2)
    let around = boxes.damaged.insetBy(dx: -2, dy: -2)
    var inkInIntact = 0
    var inkInDamaged = 0
    var differingOutside = 0
    for y in 0..<damaged.pixelHeight {
      for x in 0..<damaged.pixelWidth {
        let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        if blank.contains(point) {
          if intact[x: x, y: y].alpha > 0 { inkInIntact += 1 }
          if damaged[x: x, y: y].alpha > 0 { inkInDamaged += 1 }
        } else if !around.contains(point), damaged[x: x, y: y] != intact[x: x, y: y] {
          differingOutside += 1
        }
      }
    }
    #expect(inkInIntact > Int(blank.width * blank.height) / 4, "the intact font draws 😀 there")
    #expect(inkInDamaged == 0)
    #expect(differingOutside == 0)
    // 😃 is drawn, and nothing else is.
    let intactGlyph = boxes.intact.insetBy(dx: 2, dy: 2)
    let columns = Int(intactGlyph.minX)..<Int(intactGlyph.maxX.rounded(.up))
    let rows = Int(intactGlyph.minY)..<Int(intactGlyph.maxY.rounded(.up))
    let inkOfIntactGlyph = rows.reduce(0) { count, y in
      count + columns.filter { damaged[x: $0, y: y].alpha > 0 }.count
    }
    #expect(inkOfIntactGlyph > columns.count * rows.count / 4)
    let ink = try #require(RenderFixtures.inkBox(damaged))
    let allowed = boxes.intact.insetBy(dx: -2, dy: -2)
    #expect(
      Double(ink.x.lowerBound) >= allowed.minX && Double(ink.x.upperBound) < allowed.maxX
        && Double(ink.y.lowerBound) >= allowed.minY && Double(ink.y.upperBound) < allowed.maxY,
      "ink \(ink) outside 😃's box \(boxes.intact)")
  }

  // MARK: - Helpers

  /// `text` drawn in black on a transparent canvas, at the margin.
  static func draw(_ layout: TextLayout, scale: Int) throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 150, height: 80), scale: scale)
    canvas.draw(layout, at: CGPoint(x: margin, y: margin), color: .black)
    return try canvas.makeBitmap()
  }

  /// Where each glyph's bitmap lands, in pixels: its pen position (the
  /// advances from hb-shape), baseline (hhea's ascender) and the `CBDT`
  /// metrics, scaled from the strike's pixels to the size.
  static func bitmapBoxes(scale: Int) throws -> (damaged: CGRect, intact: CGRect) {
    let tables = try SfntTables(contentsOf: damagedURL)
    let pointsPerUnit = try tables.scale(size: size)
    let baseline = margin + Double(try tables.hhea().ascender) * pointsPerUnit
    let shaped = try HBShape.shape(fontFile: damagedURL, text: text)
    let bitmaps = try tables.colorBitmaps()
    var pen = margin
    var boxes: [CGRect] = []
    for glyph in shaped {
      let bitmap = try #require(bitmaps[Int(glyph.glyphID)])
      let pixelsPerStrikePixel = size / Double(bitmap.ppemY) * Double(scale)
      boxes.append(
        CGRect(
          x: pen * Double(scale) + Double(bitmap.bearingX) * pixelsPerStrikePixel,
          y: baseline * Double(scale) - Double(bitmap.bearingY) * pixelsPerStrikePixel,
          width: Double(bitmap.width) * pixelsPerStrikePixel, height: Double(bitmap.height) * pixelsPerStrikePixel))
      pen += Double(glyph.xAdvance) * pointsPerUnit
    }
    return (boxes[0], boxes[1])
  }

  /// `FT_Load_Glyph`'s error for `glyph` of the file at `url`, loaded as
  /// the renderer loads it (unhinted, in colour) from the font's first
  /// strike.
  static func freeTypeLoadError(_ url: URL, glyph: Int) throws -> Int32 {
    var library: FT_Library?
    try #require(FT_Init_FreeType(&library) == 0)
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    try #require(FT_New_Face(library, url.path, 0, &face) == 0)
    try #require(FT_Select_Size(face, 0) == 0)
    return FT_Load_Glyph(face, FT_UInt(glyph), Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR))
  }
}
