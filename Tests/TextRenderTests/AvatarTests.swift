import EngineFixtures
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// Initials on a circle, centred as MessageKit centres them.
@Suite struct AvatarTests {
  @Test(arguments: [1, 2, 3])
  func initials_sitOnTheCircleCentredByTheirLineBox(scale: Int) throws {
    let size = 12.0
    let tables = try FontFiles.tables(FontFiles.interRegular)
    let (upem, hhea) = (Double(try tables.head().unitsPerEm), try tables.hhea())
    let capHeight = Double(try #require(try tables.os2().sCapHeight)) * size / upem
    let (ascent, descent) = (Double(hhea.ascender) * size / upem, -Double(hhea.descender) * size / upem)
    let rect = CGRect(x: 2, y: 2, width: 30, height: 30)
    let avatar = Avatar(
      initials: "HI", font: try TestFonts.font(FontFiles.interRegular, size: size),
      backgroundColor: RGBAColor(red: 0, green: 0, blue: 1), textColor: RGBAColor(red: 1, green: 0, blue: 0))
    var canvas = try Canvas(size: CGSize(width: 34, height: 34), scale: scale)
    try canvas.draw(avatar, in: rect)
    let bitmap = try canvas.makeBitmap()

    // The circle: blue at its centre's left, nothing at the rect's corner.
    #expect(bitmap[x: 4 * scale, y: 17 * scale] == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(bitmap[x: 2 * scale, y: 2 * scale] == .clear)
    // The initials: the line box (ascent + descent, no leading) is centred,
    // so the capitals stand on baseline = centre − box / 2 + ascent.
    let baseline = rect.midY - (ascent + descent) / 2 + ascent
    var red: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    for y in 0..<bitmap.pixelHeight {
      for x in 0..<bitmap.pixelWidth where bitmap[x: x, y: y].red > 128 {
        red =
          red.map {
            (min($0.x.lowerBound, x)...max($0.x.upperBound, x), min($0.y.lowerBound, y)...max($0.y.upperBound, y))
          }
          ?? (x...x, y...y)
      }
    }
    let ink = try #require(red)
    let s = Double(scale)
    #expect(abs(Double(ink.y.upperBound + 1) - baseline * s) <= 1, "ink rows \(ink.y), baseline \(baseline * s)")
    #expect(abs(Double(ink.y.lowerBound) - (baseline - capHeight) * s) <= 1, "ink rows \(ink.y)")
    // "HI" has near-equal side bearings: its ink is centred across too.
    let inkMidX = Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2
    #expect(abs(inkMidX - rect.midX * s) <= 1 + 0.5 * s, "ink columns \(ink.x)")
  }
}
