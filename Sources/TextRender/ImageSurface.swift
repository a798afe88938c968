import CCairo
import Foundation

/// Owns one cairo image surface in `CAIRO_FORMAT_ARGB32`, the format of
/// ``Bitmap``'s pixels; `deinit` destroys it.
///
/// The bridge between bitmaps (values) and cairo: it copies pixels in and
/// out, hands its rows to the PNG encoder, and decodes PNG. Not thread-safe; each instance is used by one
/// owner at a time.
final class ImageSurface {
  /// The `cairo_surface_t`.
  let surface: OpaquePointer
  /// The width in pixels.
  let pixelWidth: Int
  /// The height in pixels.
  let pixelHeight: Int

  /// A transparent surface of whole pixels (sizes already validated).
  ///
  /// Cairo never returns NULL: when it fails (out of memory) the surface is
  /// in an error state, reported by ``checkStatus()``.
  init(pixelWidth: Int, pixelHeight: Int) {
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// A surface holding a copy of `bitmap`'s pixels.
  convenience init(_ bitmap: Bitmap) {
    self.init(pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(surface)
    bitmap.words.withUnsafeBytes { source in
      for row in 0..<pixelHeight {
        let rowBytes = UnsafeRawBufferPointer(rebasing: source[(row * pixelWidth * 4)..<((row + 1) * pixelWidth * 4)])
        UnsafeMutableRawPointer(data + row * stride).copyMemory(from: rowBytes.baseAddress!, byteCount: rowBytes.count)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// The surface cairo decodes from PNG `data`, converted to ARGB32.
  ///
  /// The size in the header is checked against the bitmap limits before
  /// cairo allocates anything.
  ///
  /// - Throws: ``RenderError/invalidPNG(_:)`` with cairo's reason, or
  ///   ``RenderError/tooLarge(pixelWidth:pixelHeight:)``.
  convenience init(pngData data: Data) throws {
    if let size = PNGReader.headerSize(of: data) {
      try Bitmap.validate(pixelWidth: size.width, pixelHeight: size.height, scale: 1)
    }
    var reader = PNGReader(data: data)
    let decoded = withUnsafeMutablePointer(to: &reader) { pointer in
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          return closure.assumingMemoryBound(to: PNGReader.self).pointee.read(into: buffer, count: Int(length))
        }, pointer)
    }
    defer { cairo_surface_destroy(decoded) }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.invalidPNG(Self.message(for: status)) }
    let (width, height) = (Int(cairo_image_surface_get_width(decoded)), Int(cairo_image_surface_get_height(decoded)))
    self.init(pixelWidth: width, pixelHeight: height)
    // Painting with SOURCE converts cairo's RGB24 (PNGs without alpha) to ARGB32.
    let context = cairo_create(surface)
    cairo_set_source_surface(context, decoded, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_destroy(context)
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// A copy of the surface's pixels as a bitmap of `scale`.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when the surface is in an
  ///   error state, or as ``Bitmap/validate(pixelWidth:pixelHeight:scale:)``.
  func bitmap(scale: Int) throws -> Bitmap {
    try checkStatus()
    var bitmap = try Bitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.drawingFailed("no pixel data") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    bitmap.words.withUnsafeMutableBytes { target in
      for row in 0..<pixelHeight {
        let rowStart = target.baseAddress! + row * pixelWidth * 4
        rowStart.copyMemory(from: data + row * stride, byteCount: pixelWidth * 4)
      }
    }
    return bitmap
  }

  /// Runs `body` with the pixels' first row and the bytes from one row to
  /// the next (cairo's stride), after cairo has finished drawing.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when the surface is in an
  ///   error state; what `body` throws.
  func withRows<Result>(_ body: (UnsafeRawPointer, Int) throws -> Result) throws -> Result {
    try checkStatus()
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.drawingFailed("no pixel data") }
    return try body(data, Int(cairo_image_surface_get_stride(surface)))
  }

  /// Throws when cairo put the surface in an error state.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` with cairo's reason.
  func checkStatus() throws {
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.drawingFailed(Self.message(for: status)) }
  }

  /// Cairo's description of `status`.
  static func message(for status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}

/// Feeds PNG bytes to cairo's stream reader, in the chunks it asks for.
private struct PNGReader {
  let data: Data
  var offset = 0

  /// The width and height in a PNG's header (its first chunk, IHDR), or nil
  /// when `data` does not start like a PNG.
  static func headerSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    guard bytes.count == 24, bytes.prefix(16).elementsEqual(start) else { return nil }
    let bigEndian = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
  }

  /// Copies the next `count` bytes into `buffer`; a read error when fewer remain.
  mutating func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
    guard count <= data.count - offset else { return CAIRO_STATUS_READ_ERROR }
    let start = data.startIndex + offset
    data.copyBytes(to: buffer, from: start..<(start + count))
    offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
