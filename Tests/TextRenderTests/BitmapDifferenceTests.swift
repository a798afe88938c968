import Foundation
import Testing
import TextMeasure
import TextRender

/// Golden-test diffing: exact counts, tolerances and the diff image.
@Suite struct BitmapDifferenceTests {
  /// A 20 × 10 px picture: white with a blue bar.
  static func picture() throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 10, height: 5), scale: 2)
    canvas.fill(RGBAColor(white: 1))
    canvas.fill(CGRect(x: 2, y: 1, width: 5, height: 2), color: RGBAColor(red: 0, green: 0, blue: 1))
    return try canvas.makeBitmap()
  }

  @Test func identicalBitmaps_match() throws {
    let difference = try Self.picture().difference(from: Self.picture())
    #expect(difference.differingPixelCount == 0)
    #expect(difference.largestChannelDifference == 0)
    #expect(difference.isWithinTolerance)
    #expect(difference.pixelCount == 200)
  }

  @Test func difference_countsExactlyTheChangedPixels() throws {
    let reference = try Self.picture()
    var changed = reference
    // Five pixels changed a lot, three by one step.
    let big = [(0, 0), (19, 9), (5, 3), (6, 3), (10, 7)]
    let small = [(1, 1), (2, 2), (3, 3)]
    for (x, y) in big { changed[x: x, y: y] = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255) }
    for (x, y) in small {
      var pixel = changed[x: x, y: y]
      pixel.green -= 1
      changed[x: x, y: y] = pixel
    }
    let exact = try changed.difference(from: reference)
    #expect(exact.differingPixelCount == 8)
    #expect(exact.largestChannelDifference == 255)
    #expect(!exact.isWithinTolerance)
    #expect(exact.sizesMatch)
    // The diff image marks exactly those pixels.
    let marked = Set(
      (0..<10).flatMap { y in (0..<20).map { x in [x, y] } }.filter { exact.image[x: $0[0], y: $0[1]] == Self.mark })
    #expect(marked == Set((big + small).map { [$0.0, $0.1] }))

    let tolerant = try changed.difference(from: reference, tolerance: DiffTolerance(channel: 1))
    #expect(tolerant.differingPixelCount == 5)
    #expect(tolerant.largestChannelDifference == 255)
    #expect(
      try changed.difference(from: reference, tolerance: DiffTolerance(channel: 1, maximumDifferingShare: 0.025))
        .isWithinTolerance)  // 5 / 200
    #expect(
      !(try changed.difference(from: reference, tolerance: DiffTolerance(channel: 1, maximumDifferingShare: 0.02))
        .isWithinTolerance))
  }

  static let mark = Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

  @Test func diffImage_fadesMatchingPixelsToGrey() throws {
    let reference = try Self.picture()
    let image = try reference.difference(from: reference).image
    // White stays white; pure blue (luma 29) fades to 255 − (255 − 29) / 4 = 199.
    #expect(image[x: 0, y: 0] == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image[x: 5, y: 3] == Bitmap.Pixel(red: 199, green: 199, blue: 199, alpha: 255))
    #expect((image.pixelWidth, image.pixelHeight, image.scale) == (20, 10, 2))
  }

  @Test func differentSizes_neverMatch_andCompareTheExtraPixelsWithTransparency() throws {
    let reference = try Self.picture()
    var canvas = try Canvas(size: CGSize(width: 10, height: 6), scale: 2)
    canvas.fill(RGBAColor(white: 1))
    canvas.fill(CGRect(x: 2, y: 1, width: 5, height: 2), color: RGBAColor(red: 0, green: 0, blue: 1))
    let taller = try canvas.makeBitmap()
    let difference = try taller.difference(from: reference, tolerance: DiffTolerance(maximumDifferingShare: 1))
    #expect(!difference.sizesMatch)
    #expect(!difference.isWithinTolerance)
    #expect(difference.pixelCount == 20 * 12)
    #expect(difference.differingPixelCount == 20 * 2)  // the two extra white rows
    #expect(difference.largestChannelDifference == 255)
  }
}
