import Foundation
import Testing
import TextRender

/// Pixel sizes, the limits on them, and pixel access.
@Suite struct BitmapTests {
  @Test func pixelSize_isThePointSizeTimesTheScaleRoundedUp() throws {
    let size = CGSize(width: 10.25, height: 7)
    let one = try Bitmap(size: size, scale: 1)
    #expect((one.pixelWidth, one.pixelHeight) == (11, 7))
    let two = try Bitmap(size: size, scale: 2)
    #expect((two.pixelWidth, two.pixelHeight) == (21, 14))
    let three = try Bitmap(size: size, scale: 3)
    #expect((three.pixelWidth, three.pixelHeight) == (31, 21))
    #expect(two.size == CGSize(width: 10.5, height: 7))
  }

  @Test func scale2_doublesThePixelSizeOfACanvas() throws {
    let size = CGSize(width: 120, height: 37)
    let one = try Canvas(size: size, scale: 1).makeBitmap()
    let two = try Canvas(size: size, scale: 2).makeBitmap()
    #expect((two.pixelWidth, two.pixelHeight) == (2 * one.pixelWidth, 2 * one.pixelHeight))
    #expect((one.pixelWidth, one.pixelHeight) == (120, 37))
    #expect(two.size == size)
  }

  @Test func newBitmap_isTransparent() throws {
    let bitmap = try Bitmap(size: CGSize(width: 3, height: 2), scale: 1)
    for y in 0..<2 {
      for x in 0..<3 { #expect(bitmap[x: x, y: y] == .clear) }
    }
  }

  @Test func subscript_setsOnePixelInACopy() throws {
    let original = try Bitmap(size: CGSize(width: 4, height: 4), scale: 1)
    var copy = original
    copy[x: 3, y: 1] = Bitmap.Pixel(red: 10, green: 20, blue: 30, alpha: 40)
    #expect(copy[x: 3, y: 1] == Bitmap.Pixel(red: 10, green: 20, blue: 30, alpha: 40))
    #expect(original[x: 3, y: 1] == .clear)
    #expect(copy != original)
  }

  static let absurdSizes: [(CGSize, Int, RenderError)] = [
    (CGSize(width: 40_000, height: 10), 1, .tooLarge(pixelWidth: 40_000, pixelHeight: 10)),
    (CGSize(width: 11_000, height: 10), 3, .tooLarge(pixelWidth: 33_000, pixelHeight: 30)),
    // Each side is allowed, the total (400 M pixels) is not.
    (CGSize(width: 20_000, height: 20_000), 1, .tooLarge(pixelWidth: 20_000, pixelHeight: 20_000)),
    (CGSize(width: 1e300, height: 1e300), 2, .tooLarge(pixelWidth: 2e300, pixelHeight: 2e300)),
    (CGSize(width: Double.infinity, height: 10), 1, .invalidSize(width: .infinity, height: 10)),
    (CGSize(width: 0, height: 10), 1, .invalidSize(width: 0, height: 10)),
    (CGSize(width: 10, height: -1), 1, .invalidSize(width: 10, height: -1)),
    (CGSize(width: 10, height: 10), 4, .unsupportedScale(4)),
    (CGSize(width: 10, height: 10), 0, .unsupportedScale(0)),
  ]

  @Test(arguments: absurdSizes.indices)
  func absurdSizes_throw(_ index: Int) {
    let (size, scale, error) = Self.absurdSizes[index]
    #expect(throws: error) { try Bitmap(size: size, scale: scale) }
    #expect(throws: error) { try Canvas(size: size, scale: scale) }
  }

  @Test func nanSize_throws() {
    #expect(throws: RenderError.self) { try Bitmap(size: CGSize(width: Double.nan, height: 1), scale: 1) }
    #expect(throws: RenderError.self) { try Canvas(size: CGSize(width: 1, height: Double.nan), scale: 2) }
  }

  @Test func largestAllowedSide_isCairosLimit() throws {
    let bitmap = try Bitmap(size: CGSize(width: 32_767, height: 1), scale: 1)
    #expect(bitmap.pixelWidth == Bitmap.maximumPixelsPerSide)
    #expect(throws: RenderError.tooLarge(pixelWidth: 32_768, pixelHeight: 1)) {
      try Bitmap(size: CGSize(width: 32_768, height: 1), scale: 1)
    }
  }
}
