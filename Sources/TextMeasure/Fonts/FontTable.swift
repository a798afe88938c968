import CHarfBuzz

/// A face's tables by tag, read in place through HarfBuzz.
enum FontTable {
  /// Whether the face has a non-empty table `tag`.
  static func exists(_ tag: StaticString, in face: OpaquePointer) -> Bool {
    read(tag, in: face) { _ in true } ?? false
  }

  /// What `body` makes of the bytes of the face's table `tag`, or nil when
  /// the face has none.
  static func read<Result>(
    _ tag: StaticString, in face: OpaquePointer, _ body: (UnsafeRawBufferPointer) -> Result?
  ) -> Result? {
    let blob = hb_face_reference_table(face, .harfBuzzTag(tag))
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    return body(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
  }
}
