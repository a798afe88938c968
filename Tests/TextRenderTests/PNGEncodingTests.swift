import CCairo
import Foundation
import Testing
import TextMeasure

@testable import TextRender

/// The libpng encoder against cairo's own (`cairo_surface_write_to_png_stream`,
/// which TextRender used before): the files decode to the same pixels and
/// have the same colour type, whatever the compression.
@Suite struct PNGEncodingTests {
  /// PNG `data` as cairo's encoder writes `bitmap`: the oracle.
  static func cairoPNG(_ bitmap: Bitmap) throws -> Data {
    let surface = ImageSurface(bitmap)
    var output = Data()
    let status = withUnsafeMutablePointer(to: &output) { pointer in
      cairo_surface_write_to_png_stream(
        surface.surface,
        { closure, bytes, length in
          closure!.assumingMemoryBound(to: Data.self).pointee.append(bytes!, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, pointer)
    }
    try #require(status == CAIRO_STATUS_SUCCESS)
    return output
  }

  /// A PNG's colour type (IHDR byte 25): 2 for RGB, 6 for RGBA.
  static func colorType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

  /// Every premultiplied colour a channel can have at every alpha: column
  /// `c`, row `a` holds red `c`, green `c / 2` and blue `a - c` (each at most
  /// `a`), alpha `a`, for `c ≤ a`; transparent elsewhere.
  static func everyAlpha() throws -> Bitmap {
    var bitmap = try Bitmap(size: CGSize(width: 256, height: 256), scale: 1)
    for alpha in 0..<256 {
      for channel in 0...alpha {
        bitmap[x: channel, y: alpha] = Bitmap.Pixel(
          red: UInt8(channel), green: UInt8(channel / 2), blue: UInt8(alpha - channel), alpha: UInt8(alpha))
      }
    }
    return bitmap
  }

  /// An opaque picture: the bundled example in the JSQ style at 2×.
  static func opaque() throws -> Bitmap {
    try ConversationRenderer(style: .jsq(), scale: 2).render(ConversationRendererTests.example(), viewWidth: 375)
      .bitmap
  }

  @Test(
    "every alpha and channel, the translucent sample and an opaque render decode as cairo's encoding does",
    arguments: PNGCompression.allCases)
  func sameDecodedPixelsAsCairo(compression: PNGCompression) throws {
    for (name, bitmap) in [("every alpha", try Self.everyAlpha()), ("sample", try PNGTests.sample()),
      ("opaque", try Self.opaque()),
    ] {
      let cairo = try Self.cairoPNG(bitmap)
      let ours = try bitmap.pngData(compression: compression)
      #expect(Self.colorType(ours) == Self.colorType(cairo), "\(name)")
      #expect(
        try Bitmap(pngData: ours, scale: bitmap.scale) == Bitmap(pngData: cairo, scale: bitmap.scale), "\(name)")
    }
  }

  @Test("an opaque bitmap is RGB, one transparent pixel makes it RGBA")
  func colorTypes() throws {
    var bitmap = try Bitmap(size: CGSize(width: 3, height: 2), scale: 1)
    for y in 0..<2 { for x in 0..<3 { bitmap[x: x, y: y] = Bitmap.Pixel(red: 10, green: 20, blue: 30, alpha: 255) } }
    #expect(Self.colorType(try bitmap.pngData()) == 2)
    bitmap[x: 2, y: 1] = Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    #expect(Self.colorType(try bitmap.pngData()) == 6)
  }

  @Test("the golden PNGs read back unchanged after encoding them again")
  func goldens() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
    #expect(files.count >= 19)
    for file in files {
      let golden = try Bitmap(pngData: Data(contentsOf: file))
      #expect(try Bitmap(pngData: golden.pngData()) == golden, "\(file.lastPathComponent)")
    }
  }

  @Test("smallest writes a smaller file than fast, of the same pixels")
  func smallestIsSmaller() throws {
    let bitmap = try Self.opaque()
    let (fast, smallest) = (try bitmap.pngData(compression: .fast), try bitmap.pngData(compression: .smallest))
    #expect(smallest.count < fast.count)
    #expect(try Bitmap(pngData: fast, scale: 2) == Bitmap(pngData: smallest, scale: 2))
  }

  /// An output that fails once it has taken `limit` bytes.
  final class FailingOutput: PNGOutput {
    let limit: Int
    var taken = 0
    init(limit: Int) { self.limit = limit }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
      guard taken + bytes.count <= limit else { throw RenderError.writeFailed(path: "test", reason: "full") }
      taken += bytes.count
    }
  }

  @Test("an output that fails stops the encoder with the output's own error")
  func failingOutput() throws {
    let bitmap = try Self.opaque()
    let encoder = try PNGEncoder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, isOpaque: true, compression: .fast,
      output: FailingOutput(limit: 1000))
    #expect(throws: RenderError.writeFailed(path: "test", reason: "full")) {
      try bitmap.words.withUnsafeBytes { pixels in
        try encoder.write(rows: pixels.baseAddress!, stride: bitmap.pixelWidth * 4, count: bitmap.pixelHeight)
        try encoder.finish()
      }
    }
  }

  @Test("an opaque PNG refuses a transparent pixel instead of writing it as opaque")
  func opaqueRefusesTransparency() throws {
    let bitmap = try Bitmap(size: CGSize(width: 2, height: 2), scale: 1)
    let encoder = try PNGEncoder(
      pixelWidth: 2, pixelHeight: 2, isOpaque: true, compression: .fast, output: PNGDataOutput())
    #expect(throws: RenderError.encodingFailed("row 0 of an opaque image has a transparent pixel")) {
      try bitmap.words.withUnsafeBytes { try encoder.write(rows: $0.baseAddress!, stride: 8, count: 2) }
    }
  }

  @Test("a file output dropped before its commit leaves no file; a committed one replaces the destination")
  func fileOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let destination = folder.appendingPathComponent("out.png")
    try Data("old".utf8).write(to: destination)
    do {
      let output = try PNGFileOutput(replacing: destination)
      try Data("partial".utf8).withUnsafeBytes { try output.write($0) }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    #expect(try Data(contentsOf: destination) == Data("old".utf8))
    let output = try PNGFileOutput(replacing: destination)
    try Data("new".utf8).withUnsafeBytes { try output.write($0) }
    try output.commit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    #expect(try Data(contentsOf: destination) == Data("new".utf8))
  }
}
