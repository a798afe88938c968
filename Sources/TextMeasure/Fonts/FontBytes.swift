import CHarfBuzz

/// The bytes of one font file or bundled font, in memory, as a HarfBuzz
/// blob: what every face of the file (each face of a collection, each
/// instance of a variable font) and every FreeType face opened over it
/// reads.
///
/// A file's bytes are a private copy read when the first of its faces
/// opened (``FontFile``), so they never change under HarfBuzz or FreeType,
/// whatever happens to the file on disk; a bundled font's are the bytes
/// built into the binary. They are freed with the last face that holds
/// them.
///
/// FreeType reads ``baseAddress``, fixed when the bytes are read, and this
/// object keeps the memory there alive itself rather than through the blob:
/// HarfBuzz, finding a damaged table directory it must correct, copies the
/// blob's bytes, corrects the copy and lets the original go (the blob is
/// read-only), while FreeType faces opened over the original still read it.
final class FontBytes: @unchecked Sendable {
  /// The HarfBuzz blob (immutable; its data lives as long as it does).
  let blob: OpaquePointer
  /// The first byte, as read (nil when there are none).
  let baseAddress: UnsafeRawPointer?
  /// The number of bytes.
  let count: Int
  /// What keeps ``baseAddress`` valid for as long as this object lives:
  /// the memory a file was read into, nil for bytes that live as long as
  /// the process.
  private let storage: AnyObject?

  /// The `count` bytes at `address`, which stay valid while `storage`
  /// lives (always, when `storage` is nil). HarfBuzz's blob holds `storage`
  /// too, for as long as it reads the bytes.
  init(address: UnsafeRawPointer?, count: Int, storage: AnyObject?) {
    self.storage = storage
    guard let address, count > 0 else {
      blob = hb_blob_get_empty()
      baseAddress = nil
      self.count = 0
      return
    }
    let owner = storage.map { Unmanaged.passRetained($0).toOpaque() }
    // On failure HarfBuzz calls the destroy function at once and gives its
    // empty blob; the bytes stay valid through `storage` either way.
    blob = hb_blob_create(
      address.assumingMemoryBound(to: CChar.self), UInt32(count), HB_MEMORY_MODE_READONLY, owner,
      owner == nil ? nil : { Unmanaged<AnyObject>.fromOpaque($0!).release() })
    baseAddress = hb_blob_get_length(blob) == count ? address : nil
    self.count = baseAddress == nil ? 0 : count
  }

  /// No bytes: HarfBuzz's empty blob, for the inert face.
  static let empty = FontBytes(address: nil, count: 0, storage: nil)

  deinit {
    hb_blob_destroy(blob)
  }
}
