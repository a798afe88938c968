import CHarfBuzz

/// A face's AAT tracking table (`trak`): how much CoreText widens or
/// narrows every glyph's advance at each point size, the size-specific
/// letter spacing of Apple's San Francisco fonts.
///
/// Read from the horizontal track data
/// (developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html):
/// a list of point sizes and, per track, a value in font units for each.
/// Text uses the normal track, the one whose track value is 0 (between two
/// tracks around 0, their values interpolated; beyond the outer ones, the
/// nearest). Apple's manual says only that values are interpolated or
/// extrapolated between and beyond the sizes; the rule here is HarfBuzz's
/// current one, whose authors compared it with CoreText
/// (harfbuzz/harfbuzz `src/hb-aat-layout-trak-table.hh`, commit b1677e76,
/// HarfBuzz 10.3): linear between two sizes, the first or last size's value
/// beyond them, and no rounding. (Debian 12's HarfBuzz 6.0 extrapolates
/// and rounds, and applies the table only when given a point size, so the
/// engine applies it itself and turns HarfBuzz's `trak` off.)
///
/// A table that is truncated, has offsets outside itself, sizes not in
/// increasing order or no horizontal data is ignored: the face then has no
/// tracking, as if it had no table.
struct TrackingTable: Sendable, Hashable {
  /// The point sizes of the table, increasing.
  let sizes: [Double]
  /// The normal track's value at each size, in font units.
  let values: [Double]

  /// The face's table, or nil when it has none or it cannot be read.
  init?(face: OpaquePointer) {
    let blob = hb_face_reference_table(face, hb_tag_t.harfBuzzTag("trak"))
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length))
    guard let table = Self.parse(bytes) else { return nil }
    self = table
  }

  init(sizes: [Double], values: [Double]) {
    self.sizes = sizes
    self.values = values
  }

  /// The tracking at `pointSize`, in font units.
  func value(atPointSize pointSize: Double) -> Double {
    guard let first = sizes.first, let last = sizes.last else { return 0 }
    if pointSize <= first { return values[0] }
    if pointSize >= last { return values[values.count - 1] }
    var upper = 1
    while sizes[upper] < pointSize { upper += 1 }
    let lower = upper - 1
    let fraction = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
    return values[lower] + fraction * (values[upper] - values[lower])
  }

  /// The normal track of the table `bytes`, or nil when it cannot be read.
  private static func parse(_ bytes: UnsafeRawBufferPointer) -> TrackingTable? {
    let reader = BigEndianReader(bytes)
    // Header: version (Fixed), format, horizOffset, vertOffset, reserved.
    guard let format = reader.uint16(at: 4), format == 0, let horizontal = reader.uint16(at: 6), horizontal != 0,
      let trackCount = reader.uint16(at: Int(horizontal)), let sizeCount = reader.uint16(at: Int(horizontal) + 2),
      let sizeTable = reader.uint32(at: Int(horizontal) + 4), trackCount > 0, sizeCount > 0
    else { return nil }
    var sizes: [Double] = []
    for index in 0..<Int(sizeCount) {
      guard let size = reader.fixed(at: Int(sizeTable) + 4 * index), size.isFinite else { return nil }
      if let previous = sizes.last, size <= previous { return nil }
      sizes.append(size)
    }
    // Track entries: track value (Fixed), name index, offset of its values.
    var tracks: [(track: Double, values: [Double])] = []
    for index in 0..<Int(trackCount) {
      let entry = Int(horizontal) + 8 + 8 * index
      guard let track = reader.fixed(at: entry), let offset = reader.uint16(at: entry + 6) else { return nil }
      var values: [Double] = []
      for size in 0..<Int(sizeCount) {
        guard let value = reader.int16(at: Int(offset) + 2 * size) else { return nil }
        values.append(Double(value))
      }
      tracks.append((track, values))
    }
    return TrackingTable(sizes: sizes, values: normalTrack(of: tracks.sorted { $0.track < $1.track }))
  }

  /// The values of the track of value 0 among `tracks` (sorted by value):
  /// interpolated between the two around 0, or the nearest one.
  private static func normalTrack(of tracks: [(track: Double, values: [Double])]) -> [Double] {
    guard let above = tracks.firstIndex(where: { $0.track >= 0 }) else { return tracks[tracks.count - 1].values }
    if above == 0 || tracks[above].track == 0 { return tracks[above].values }
    let low = tracks[above - 1], high = tracks[above]
    let fraction = (0 - low.track) / (high.track - low.track)
    return zip(low.values, high.values).map { $0 + fraction * ($1 - $0) }
  }
}
