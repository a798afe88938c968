import BubbleLayout
import Foundation
import Testing
import TextMeasure
import TextRender

/// Fills whose pixels follow from arithmetic: 8-bit channels, "over"
/// compositing, pixel-aligned edges.
@Suite struct CanvasFillTests {
  @Test(arguments: [1, 2, 3])
  func filledRect_hasExactlyItsColourInsideAndTheBackgroundOutside(scale: Int) throws {
    var canvas = try Canvas(size: CGSize(width: 40, height: 30), scale: scale)
    canvas.fill(RGBAColor(white: 1))
    // 0.2, 0.4, 0.6 × 255 = 51, 102, 153 exactly.
    canvas.fill(CGRect(x: 10, y: 5, width: 20, height: 10), color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
    let bitmap = try canvas.makeBitmap()
    let inside = Bitmap.Pixel(red: 51, green: 102, blue: 153, alpha: 255)
    let white = Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let isInside = (10 * scale..<30 * scale).contains(x) && (5 * scale..<15 * scale).contains(y)
        #expect(bitmap[x: x, y: y] == (isInside ? inside : white), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func halfTransparentRed_overWhite_isPink() throws {
    var canvas = try Canvas(size: CGSize(width: 4, height: 4), scale: 1)
    canvas.fill(RGBAColor(white: 1))
    canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 4), color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let bitmap = try canvas.makeBitmap()
    // Source alpha 0.5 → 128, red premultiplied 128. Over white:
    // red = 128 + 255 × (255 − 128) / 255 = 255; green = blue = 0 + 127 = 127.
    #expect(bitmap[x: 1, y: 2] == Bitmap.Pixel(red: 255, green: 127, blue: 127, alpha: 255))
    #expect(bitmap[x: 2, y: 2] == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func halfTransparentFill_onTransparentCanvas_isPremultiplied() throws {
    var canvas = try Canvas(size: CGSize(width: 2, height: 2), scale: 1)
    canvas.fill(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    #expect(try canvas.makeBitmap()[x: 0, y: 0] == Bitmap.Pixel(red: 128, green: 128, blue: 128, alpha: 128))
  }

  @Test func halfPixelEdge_coversHalfThePixel() throws {
    var canvas = try Canvas(size: CGSize(width: 4, height: 1), scale: 1)
    canvas.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1), color: .black)
    let bitmap = try canvas.makeBitmap()
    #expect(bitmap[x: 0, y: 0].alpha == 255)
    #expect((127...128).contains(bitmap[x: 1, y: 0].alpha))
    #expect(bitmap[x: 2, y: 0].alpha == 0)
  }

  @Test func copiedCanvas_drawsIndependently() throws {
    var original = try Canvas(size: CGSize(width: 2, height: 2), scale: 1)
    original.fill(.black)
    var copy = original
    copy.fill(RGBAColor(white: 1))
    #expect(try original.makeBitmap()[x: 0, y: 0] == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(try copy.makeBitmap()[x: 0, y: 0] == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func canvasOverABitmap_keepsItsPixelsAndScale() throws {
    var background = try Bitmap(size: CGSize(width: 3, height: 3), scale: 2)
    background[x: 5, y: 5] = Bitmap.Pixel(red: 1, green: 2, blue: 3, alpha: 255)
    var canvas = Canvas(bitmap: background)
    #expect(canvas.scale == 2)
    #expect(canvas.size == CGSize(width: 3, height: 3))
    canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black)
    let bitmap = try canvas.makeBitmap()
    #expect(bitmap[x: 5, y: 5] == Bitmap.Pixel(red: 1, green: 2, blue: 3, alpha: 255))
    #expect(bitmap[x: 1, y: 1] == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(bitmap[x: 2, y: 2] == .clear)
  }
}

/// Geometry with infinities or NaN draws nothing and breaks nothing.
@Suite struct NonFiniteGeometryTests {
  @Test func nonFiniteGeometry_drawsNothing() throws {
    var canvas = try Canvas(size: CGSize(width: 10, height: 10), scale: 2)
    let infinite = CGRect(x: 0, y: 0, width: Double.infinity, height: 5)
    let nan = CGRect(x: Double.nan, y: 0, width: 5, height: 5)
    canvas.fill(infinite, color: .black)
    canvas.fill(nan, color: .black)
    canvas.fillCircle(in: infinite, color: .black)
    canvas.fill(BubbleShape(frame: nan, cornerRadius: 4), color: .black)
    canvas.fill(BubbleShape(frame: CGRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: .nan), color: .black)
    let layout = try TextMeasurer().layout("Hi", font: .systemFont(ofSize: 12))
    canvas.draw(layout, at: CGPoint(x: Double.nan, y: 0), color: .black)
    let image = try Bitmap(size: CGSize(width: 2, height: 2), scale: 1)
    let nineSlice = NineSlice(imageSize: image.size, capInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    canvas.draw(image, nineSlice: nineSlice, in: infinite)
    canvas.draw(
      image, nineSlice: NineSlice(imageSize: .zero, capInsets: EdgeInsets(all: 0)),
      in: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(try canvas.makeBitmap() == Bitmap(size: CGSize(width: 10, height: 10), scale: 2))
  }
}
