import Foundation

extension Bitmap {
  /// The bitmap as a PNG file, encoded by libpng: 8-bit RGB when every
  /// pixel is opaque, 8-bit RGBA (not premultiplied, PNG's convention)
  /// otherwise; no chunk besides the header, the image data and the end.
  ///
  /// - Parameter compression: ``PNGCompression/fast`` (the default) or
  ///   ``PNGCompression/smallest``.
  /// - Throws: ``RenderError/encodingFailed(_:)`` with libpng's reason.
  /// - Complexity: O(pixels).
  public func pngData(compression: PNGCompression = .fast) throws -> Data {
    let output = PNGDataOutput()
    try encode(to: output, compression: compression)
    return output.data
  }

  /// Writes the bitmap as a PNG (as ``pngData(compression:)`` encodes it)
  /// to the file at `url`, replacing it whole: the rows go to a temporary
  /// file beside it, renamed over it once complete, so that a failure
  /// leaves no partial PNG.
  ///
  /// - Throws: ``RenderError/encodingFailed(_:)``, or
  ///   ``RenderError/writeFailed(path:reason:)`` when the file cannot be written.
  public func writePNG(to url: URL, compression: PNGCompression = .fast) throws {
    let output = try PNGFileOutput(replacing: url)
    try encode(to: output, compression: compression)
    try output.commit()
  }

  /// Encodes every row into `output`.
  private func encode(to output: any PNGOutput, compression: PNGCompression) throws {
    let isOpaque = words.withUnsafeBufferPointer(PNGRowConversion.isOpaque)
    let encoder = try PNGEncoder(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, isOpaque: isOpaque, compression: compression,
      output: output)
    try words.withUnsafeBytes { pixels in
      try encoder.write(rows: pixels.baseAddress!, stride: pixelWidth * 4, count: pixelHeight)
    }
    try encoder.finish()
  }

  /// The image in PNG `data`, decoded by cairo, as a bitmap of `scale` pixels
  /// per point (a `@2x` file has scale 2).
  ///
  /// Pixels are premultiplied as they are read; an image without alpha comes
  /// out opaque.
  ///
  /// - Throws: ``RenderError/invalidPNG(_:)`` for data cairo cannot decode,
  ///   ``RenderError/unsupportedScale(_:)``, or
  ///   ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` past the limits.
  public init(pngData data: Data, scale: Int = 1) throws {
    guard (1...3).contains(scale) else { throw RenderError.unsupportedScale(scale) }
    self = try ImageSurface(pngData: data).bitmap(scale: scale)
  }
}
