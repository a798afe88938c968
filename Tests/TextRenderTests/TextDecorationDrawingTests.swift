import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// Decorations are painted where the font's tables put them: the underline
/// at the `post` table's position, the strikethrough at the `OS/2` table's,
/// the background behind the line, the glyphs in the foreground colour.
@Suite struct TextDecorationDrawingTests {
  static let size = 40.0
  static let scale = 2
  static let origin = CGPoint(x: 10, y: 10)

  /// "Hello" in Inter at 40 pt with `decoration`, drawn black-by-default
  /// on white, and its layout.
  static func render(_ decoration: TextDecoration) throws -> (Bitmap, TextLayout) {
    let attributes = TextAttributes(font: .systemFont(ofSize: size), decoration: decoration)
    let layout = try TextMeasurer().layout(AttributedText("Hello", attributes: attributes))
    var canvas = try Canvas(size: CGSize(width: layout.width + 20, height: Double(layout.size.height) + 20), scale: scale)
    canvas.fill(.white)
    canvas.draw(layout, at: origin, color: .black)
    return (try canvas.makeBitmap(), layout)
  }

  static func pixel(_ bitmap: Bitmap, x: Double, y: Double) -> Bitmap.Pixel {
    bitmap[x: Int(x * Double(scale)), y: Int(y * Double(scale))]
  }

  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static func isRed(_ pixel: Bitmap.Pixel) -> Bool { pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }

  @Test func underline_isCentredWhereFreeTypePutsThePostTablesLine() throws {
    let (bitmap, layout) = try Self.render(TextDecoration(underline: .init(style: .single, color: Self.red)))
    let tables = try SfntTables(contentsOf: FontFiles.interRegular)
    let post = try tables.post()
    let pointsPerUnit = Self.size / Double(try tables.head().unitsPerEm)
    // FreeType moves the post table's top of the line to its centre:
    // position − thickness / 2, in whole font units.
    let centre = Double(post.underlinePosition - post.underlineThickness / 2) * pointsPerUnit
    let y = Self.origin.y + layout.lines[0].baseline - centre
    let half = Double(post.underlineThickness) * pointsPerUnit / 2
    let x = Self.origin.x + layout.width / 2
    #expect(Self.isRed(Self.pixel(bitmap, x: x, y: y)))
    #expect(!Self.isRed(Self.pixel(bitmap, x: x, y: y - half - 1.5)))
    #expect(!Self.isRed(Self.pixel(bitmap, x: x, y: y + half + 1.5)))
    #expect(!Self.isRed(Self.pixel(bitmap, x: Self.origin.x + layout.width + 2, y: y)))  // it ends with the text
  }

  @Test func strikethrough_isCentredOnTheOS2TablesStroke() throws {
    let (bitmap, layout) = try Self.render(TextDecoration(strikethrough: .init(style: .single, color: Self.red)))
    let tables = try SfntTables(contentsOf: FontFiles.interRegular)
    let os2 = try tables.os2()
    let pointsPerUnit = Self.size / Double(try tables.head().unitsPerEm)
    let centre = (Double(os2.yStrikeoutPosition) - Double(os2.yStrikeoutSize) / 2) * pointsPerUnit
    let y = Self.origin.y + layout.lines[0].baseline - centre
    let half = Double(os2.yStrikeoutSize) * pointsPerUnit / 2
    for fraction in [0.1, 0.5, 0.9] {
      #expect(Self.isRed(Self.pixel(bitmap, x: Self.origin.x + layout.width * fraction, y: y)))
    }
    #expect(!Self.isRed(Self.pixel(bitmap, x: Self.origin.x + layout.width / 2, y: y + half + 1.5)))
  }

  @Test func background_fillsTheLineBehindTheGlyphs_andForegroundColoursThem() throws {
    let (bitmap, layout) = try Self.render(
      TextDecoration(
        foregroundColor: .init(red: 0, green: 0, blue: 1), backgroundColor: .init(red: 1, green: 1, blue: 0)))
    let corner = Self.pixel(bitmap, x: Self.origin.x + 0.5, y: Self.origin.y + 0.5)
    #expect(corner == Bitmap.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
    let below = Self.pixel(bitmap, x: Self.origin.x + 0.5, y: Self.origin.y + layout.lines[0].height + 1)
    #expect(below == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    var blue = 0
    var dark = 0
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let pixel = bitmap[x: x, y: y]
        if pixel.blue > 180, pixel.red < 80, pixel.green < 80 { blue += 1 }
        if pixel.red < 80, pixel.green < 80, pixel.blue < 80 { dark += 1 }
      }
    }
    #expect(blue > 100)
    #expect(dark == 0)  // nothing in the black the canvas was asked for
  }

  @Test func colourChangeInsideARun_colorsEachPart() throws {
    var text = AttributedText(
      "He", attributes: TextAttributes(font: .systemFont(ofSize: Self.size), decoration: .init(foregroundColor: Self.red)))
    text.append("llo", attributes: TextAttributes(font: .systemFont(ofSize: Self.size)))
    let layout = try TextMeasurer().layout(text)
    #expect(layout.lines[0].runs.count == 1)  // one shaping run, two colours
    var canvas = try Canvas(size: CGSize(width: layout.width + 20, height: Double(layout.size.height) + 20), scale: Self.scale)
    canvas.fill(.white)
    canvas.draw(layout, at: Self.origin, color: .black)
    let bitmap = try canvas.makeBitmap()
    let split = Self.origin.x + (try HBShapeWidth.points("He", size: Self.size))
    var leftRed = 0, rightRed = 0, rightDark = 0
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let pixel = bitmap[x: x, y: y]
        let isLeft = Double(x) / Double(Self.scale) < split
        if Self.isRed(pixel) { if isLeft { leftRed += 1 } else { rightRed += 1 } }
        if !isLeft, pixel.red < 80, pixel.green < 80, pixel.blue < 80 { rightDark += 1 }
      }
    }
    #expect(leftRed > 50 && rightRed == 0 && rightDark > 50)
  }
}

/// hb-shape's advance of a string in Inter Regular, in points.
enum HBShapeWidth {
  static func points(_ text: String, size: Double) throws -> Double {
    let upem = Double(try SfntTables(contentsOf: FontFiles.interRegular).head().unitsPerEm)
    return Double(try HBShape.totalAdvance(fontFile: FontFiles.interRegular, text: text)) * size / upem
  }
}
