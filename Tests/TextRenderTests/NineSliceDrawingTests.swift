import BubbleLayout
import Foundation
import Testing
import TextMeasure
import TextRender

/// `resizableImage(withCapInsets:resizingMode: .stretch)`: corners fixed,
/// edges stretched one way, the centre both ways, no bleeding between slices.
@Suite struct NineSliceDrawingTests {
  /// A distinct opaque colour for each cell of the 3 × 3 grid.
  static func colour(_ position: NineSlice.Position) -> Bitmap.Pixel {
    let index = UInt8(position.rawValue)
    return Bitmap.Pixel(red: 20 + 25 * index, green: 200 - 20 * index, blue: 100 + index, alpha: 255)
  }

  /// An image of `cells` × `cells` pixel cells at `scale`, each cell the
  /// colour of its grid position.
  static func gridImage(cell: Int, scale: Int) throws -> Bitmap {
    var image = try Bitmap(size: CGSize(width: 3 * cell, height: 3 * cell), scale: scale)
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let (column, row) = (x / (cell * scale), y / (cell * scale))
        image[x: x, y: y] = colour(NineSlice.Position(rawValue: row * 3 + column)!)
      }
    }
    return image
  }

  /// The grid position whose cell holds pixel (x, y) of a `size`-point
  /// destination with caps of `cap` points, at `scale`.
  static func expectedPosition(x: Int, y: Int, size: CGSize, cap: Int, scale: Int) -> NineSlice.Position {
    func band(_ pixel: Int, _ length: Int) -> Int {
      pixel < cap * scale ? 0 : pixel < (length - cap) * scale ? 1 : 2
    }
    return NineSlice.Position(rawValue: band(y, Int(size.height)) * 3 + band(x, Int(size.width)))!
  }

  @Test(arguments: [1, 2, 3])
  func stretch_keepsCornersAndStretchesEdgesAndCentre(scale: Int) throws {
    let image = try Self.gridImage(cell: 4, scale: scale)
    let nineSlice = NineSlice(imageSize: image.size, capInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    let size = CGSize(width: 30, height: 17)
    var canvas = try Canvas(size: size, scale: scale)
    canvas.draw(image, nineSlice: nineSlice, in: CGRect(origin: .zero, size: size))
    let bitmap = try canvas.makeBitmap()
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let position = Self.expectedPosition(x: x, y: y, size: size, cap: 4, scale: scale)
        #expect(bitmap[x: x, y: y] == Self.colour(position), "pixel (\(x), \(y)) should be \(position)")
      }
    }
  }

  @Test func mirrored_putsTheImagesLeftCapOnTheRight() throws {
    let image = try Self.gridImage(cell: 4, scale: 2)
    let nineSlice = NineSlice(imageSize: image.size, capInsets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    let size = CGSize(width: 20, height: 12)
    var canvas = try Canvas(size: size, scale: 2)
    canvas.draw(image, nineSlice: nineSlice, in: CGRect(origin: .zero, size: size), mirrored: true)
    let bitmap = try canvas.makeBitmap()
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth {
        let position = Self.expectedPosition(x: bitmap.pixelWidth - 1 - x, y: y, size: size, cap: 4, scale: 2)
        #expect(bitmap[x: x, y: y] == Self.colour(position), "pixel (\(x), \(y)) should be \(position)")
      }
    }
  }

  @Test func capsMeetingInTheMiddle_stretchTheSinglePixelLineThere() throws {
    // A 2 × 2 pixel image with caps of 1 on every side: no centre at all.
    var image = try Bitmap(size: CGSize(width: 2, height: 2), scale: 1)
    let (a, b, c, d) = (
      Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255), Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255),
      Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255), Bitmap.Pixel(red: 9, green: 9, blue: 9, alpha: 255)
    )
    (image[x: 0, y: 0], image[x: 1, y: 0], image[x: 0, y: 1], image[x: 1, y: 1]) = (a, b, c, d)
    let nineSlice = NineSlice(imageSize: image.size, capInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    var canvas = try Canvas(size: CGSize(width: 6, height: 5), scale: 1)
    canvas.draw(image, nineSlice: nineSlice, in: CGRect(x: 0, y: 0, width: 6, height: 5))
    let bitmap = try canvas.makeBitmap()
    // Corners stay; the middle columns and rows repeat the pixel at the caps' meeting point (column and row 1).
    #expect(bitmap[x: 0, y: 0] == a)
    #expect(bitmap[x: 5, y: 0] == b)
    #expect(bitmap[x: 0, y: 4] == c)
    #expect(bitmap[x: 5, y: 4] == d)
    #expect(bitmap[x: 3, y: 0] == b)
    #expect(bitmap[x: 0, y: 2] == c)
    #expect(bitmap[x: 3, y: 2] == d)
  }

  @Test func tint_paintsTheTintThroughTheImagesAlpha() throws {
    var image = try Bitmap(size: CGSize(width: 3, height: 3), scale: 1)
    for y in 0..<3 {
      for x in 0..<3 { image[x: x, y: y] = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: x == 0 ? 255 : 51) }
    }
    let nineSlice = NineSlice(imageSize: image.size, capInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    var canvas = try Canvas(size: CGSize(width: 9, height: 9), scale: 1)
    canvas.draw(
      image, nineSlice: nineSlice, in: CGRect(x: 0, y: 0, width: 9, height: 9),
      tint: RGBAColor(red: 1, green: 0.2, blue: 0))
    let bitmap = try canvas.makeBitmap()
    // Opaque image pixels: the tint (51 = 0.2 × 255); alpha 51: the tint × 0.2, premultiplied.
    #expect(bitmap[x: 0, y: 4] == Bitmap.Pixel(red: 255, green: 51, blue: 0, alpha: 255))
    #expect(bitmap[x: 4, y: 4] == Bitmap.Pixel(red: 51, green: 10, blue: 0, alpha: 51))
  }
}
