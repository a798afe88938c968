import CPNGWriter
import Foundation

/// Encodes one PNG with libpng, row by row as the rows are drawn, into a
/// ``PNGOutput``: rows of cairo's ARGB32 pixels go in, each converted
/// (``PNGRowConversion``) and handed to libpng at once, so no copy of the
/// whole image is ever made.
///
/// An opaque image is written as 8-bit RGB, any other as 8-bit RGBA with
/// straight alpha, as cairo's encoder chose; no other chunk than the header,
/// the image data and the end is written. Not thread-safe: one owner writes
/// the rows in order, then calls ``finish()``.
final class PNGEncoder {
  /// The most rows and columns a PNG may have: 2³¹ − 1 (the PNG specification).
  static let maximumSide = Int(Int32.max)
  /// The size of one image data chunk, and of libpng's zlib output buffer.
  static let chunkSize = 1 << 16

  /// Pixels per row.
  let pixelWidth: Int
  /// Rows in the image.
  let pixelHeight: Int
  /// Written as RGB (no alpha channel): every pixel must be opaque.
  let isOpaque: Bool
  private let output: any PNGOutput
  private let writer: OpaquePointer
  /// One converted row.
  private var row: [UInt8]
  /// The rows written so far.
  private(set) var rowsWritten = 0
  /// The output's error when it stopped the encoder.
  private var outputError: (any Error)?

  /// Starts a PNG of `pixelWidth` × `pixelHeight` pixels and writes its header.
  ///
  /// - Throws: ``RenderError/invalidSize(width:height:)`` for a side below 1
  ///   or over ``maximumSide``; ``RenderError/encodingFailed(_:)`` with
  ///   libpng's reason; the output's error.
  init(
    pixelWidth: Int, pixelHeight: Int, isOpaque: Bool, compression: PNGCompression, output: any PNGOutput
  ) throws {
    guard (1...Self.maximumSide).contains(pixelWidth), (1...Self.maximumSide).contains(pixelHeight) else {
      throw RenderError.invalidSize(width: Double(pixelWidth), height: Double(pixelHeight))
    }
    guard let writer = tm_png_writer_create(Self.sink) else {
      throw RenderError.encodingFailed("out of memory")
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.isOpaque = isOpaque
    self.output = output
    self.writer = writer
    row = [UInt8](repeating: 0, count: pixelWidth * (isOpaque ? 3 : 4))
    try check(
      tm_png_writer_start(
        writer, Unmanaged.passUnretained(self).toOpaque(), UInt32(pixelWidth), UInt32(pixelHeight), isOpaque ? 0 : 1, compression.filters,
        compression.zlibLevel, Self.chunkSize))
  }

  deinit {
    tm_png_writer_destroy(writer)
  }

  /// Encodes the next `count` rows, `stride` bytes apart from `pixels`,
  /// each ``pixelWidth`` ARGB32 words.
  ///
  /// - Precondition: no more rows than ``pixelHeight`` in all.
  /// - Throws: ``RenderError/encodingFailed(_:)`` when a pixel of an
  ///   opaque image is not opaque, or with libpng's reason; the output's error.
  func write(rows pixels: UnsafeRawPointer, stride: Int, count: Int) throws {
    precondition(rowsWritten + count <= pixelHeight, "more rows than the PNG has")
    try row.withUnsafeMutableBufferPointer { row in
      let bytes = row.baseAddress!
      for index in 0..<count {
        let words = (pixels + index * stride).assumingMemoryBound(to: UInt32.self)
        if isOpaque {
          guard PNGRowConversion.rgb(words, width: pixelWidth, into: bytes) else {
            throw RenderError.encodingFailed("row \(rowsWritten + index) of an opaque image has a transparent pixel")
          }
        } else {
          PNGRowConversion.rgba(words, width: pixelWidth, into: bytes)
        }
        try check(tm_png_writer_write_rows(writer, bytes, row.count, 1))
      }
    }
    rowsWritten += count
  }

  /// Writes the end of the PNG.
  ///
  /// - Precondition: every row was written.
  /// - Throws: as ``write(rows:stride:count:)``.
  func finish() throws {
    precondition(rowsWritten == pixelHeight, "\(rowsWritten) of \(pixelHeight) rows written")
    try check(tm_png_writer_finish(writer))
  }

  /// Throws the output's error or libpng's when a call returned -1.
  private func check(_ status: Int32) throws {
    guard status != 0 else { return }
    if let outputError { throw outputError }
    throw RenderError.encodingFailed(String(cString: tm_png_writer_error(writer)))
  }

  /// Hands libpng's bytes to the encoder's output; 1 (stop) when it throws.
  private static let sink: tm_png_sink = { context, bytes, count in
    guard let context else { return 1 }
    let encoder = Unmanaged<PNGEncoder>.fromOpaque(context).takeUnretainedValue()
    do {
      try encoder.output.write(UnsafeRawBufferPointer(start: bytes, count: count))
      return 0
    } catch {
      encoder.outputError = error
      return 1
    }
  }
}
