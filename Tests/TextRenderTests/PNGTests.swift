import EngineFixtures
import CCairo
import FontOracles
import Foundation
import Testing
import TextMeasure
import TextRender

/// PNG encoding through cairo, checked by decoding with cairo directly.
@Suite struct PNGTests {
  /// Opaque and half-transparent fills and anti-aliased text at 2×.
  static func sample() throws -> Bitmap {
    var canvas = try Canvas(size: CGSize(width: 60, height: 30), scale: 2)
    canvas.fill(CGRect(x: 0, y: 0, width: 30, height: 30), color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
    canvas.fill(CGRect(x: 20, y: 5, width: 30, height: 20), color: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.3))
    let layout = try TextMeasurer().layout("Hi", font: try TestFonts.font(FontFiles.interRegular, size: 14))
    canvas.draw(layout, at: CGPoint(x: 35, y: 2), color: RGBAColor(red: 0, green: 0.5, blue: 0, alpha: 0.8))
    return try canvas.makeBitmap()
  }

  @Test func pngData_startsWithThePNGSignature() throws {
    let data = try Self.sample().pngData()
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func writtenPNG_decodedByCairo_hasTheSamePixels() throws {
    let bitmap = try Self.sample()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("textrender-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try bitmap.writePNG(to: url)

    let surface = try #require(cairo_image_surface_create_from_png(url.path))
    defer { cairo_surface_destroy(surface) }
    try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
    let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    #expect((width, height) == (120, 60))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    var mismatches = 0
    for y in 0..<height {
      for x in 0..<width {
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let decoded = Bitmap.Pixel(
          red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
          blue: UInt8(truncatingIfNeeded: word), alpha: UInt8(truncatingIfNeeded: word >> 24))
        if decoded != bitmap[x: x, y: y] { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func pngRoundTrip_givesTheSameBitmap() throws {
    let bitmap = try Self.sample()
    #expect(try Bitmap(pngData: bitmap.pngData(), scale: 2) == bitmap)
  }

  @Test func garbage_isNotAPNG() {
    #expect(throws: RenderError.self) { try Bitmap(pngData: Data("not a png".utf8)) }
    #expect(throws: RenderError.self) { try Bitmap(pngData: Data()) }
  }

  @Test func absurdSizeInTheHeader_throwsBeforeDecoding() throws {
    var data = try Bitmap(size: CGSize(width: 1, height: 1), scale: 1).pngData()
    // IHDR's width and height (big-endian, bytes 16...23): 40000 × 40000.
    data.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40])
    #expect(throws: RenderError.tooLarge(pixelWidth: 40_000, pixelHeight: 40_000)) { try Bitmap(pngData: data) }
  }

  @Test func unwritablePath_throwsWriteFailed() throws {
    let bitmap = try Bitmap(size: CGSize(width: 1, height: 1), scale: 1)
    let url = URL(fileURLWithPath: "/nonexistent-folder-\(UUID().uuidString)/out.png")
    #expect {
      try bitmap.writePNG(to: url)
    } throws: { error in
      guard case .writeFailed(let path, _) = error as? RenderError else { return false }
      return path == url.path
    }
  }
}
