import Foundation

extension Bitmap {
  /// The bitmap as a PNG file, encoded by cairo: 8-bit RGBA, not
  /// premultiplied (PNG's convention), no resolution chunk.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when cairo cannot encode it.
  /// - Complexity: O(pixels).
  public func pngData() throws -> Data {
    try ImageSurface(self).pngData()
  }

  /// Writes ``pngData()`` to the file at `url`, replacing it.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)``, or
  ///   ``RenderError/writeFailed(path:reason:)`` when the file cannot be written.
  public func writePNG(to url: URL) throws {
    let data = try pngData()
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw RenderError.writeFailed(path: url.path, reason: Self.reason(error))
    }
  }

  /// Why a write failed, in the system's words ("File too large", "No
  /// space left on device"): Foundation wraps the POSIX error in a generic
  /// one whose description says only "The operation could not be completed".
  private static func reason(_ error: any Error) -> String {
    let wrapped = error as NSError
    if let underlying = wrapped.userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
    }
    return wrapped.localizedDescription
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
