import CHarfBuzz

/// The bytes of one font file or bundled font, in memory, as a HarfBuzz
/// blob: what every face of the file (each face of a collection, each
/// instance of a variable font) and every FreeType face opened over it
/// reads.
///
/// A file's bytes are a private copy read when the first of its faces
/// opened (``FontFile``), so they never change under HarfBuzz or FreeType,
/// whatever happens to the file on disk; a bundled font's are the bytes
/// built into the binary. The blob is destroyed with the last face that
/// holds them.
final class FontBytes: @unchecked Sendable {
  /// The HarfBuzz blob (immutable; its data lives as long as it does).
  let blob: OpaquePointer
  /// The number of bytes.
  let count: Int

  /// Takes over `blob` (destroyed with this object).
  init(blob: OpaquePointer) {
    self.blob = blob
    var length: UInt32 = 0
    _ = hb_blob_get_data(blob, &length)
    count = Int(length)
  }

  /// No bytes: HarfBuzz's empty blob, for the inert face.
  static let empty = FontBytes(blob: hb_blob_get_empty())

  /// The first byte, nil when there are none (HarfBuzz gives its empty blob
  /// only when it is out of memory).
  var baseAddress: UnsafeRawPointer? {
    var length: UInt32 = 0
    return hb_blob_get_data(blob, &length).map(UnsafeRawPointer.init)
  }

  deinit {
    hb_blob_destroy(blob)
  }
}
