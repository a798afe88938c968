import Foundation

/// Apple's tracking table, `trak`, read from the file, and the tracking it
/// gives at a point size.
///
/// The table: Apple TrueType Reference Manual, chapter 6, "The 'trak' table",
/// https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html
extension SfntTables {
  /// The horizontal data of a `trak` table (its vertical data, if any, is
  /// not read).
  public struct Trak: Equatable, Sendable {
    /// One track: its track value and its tracking at each size of the table.
    public struct Track: Equatable, Sendable {
      /// The track value (16.16 Fixed): by Apple's convention −1 loose,
      /// 0 normal, +1 tight.
      public var value: Double
      /// The `name` ID of the track's name ("Normal", "Tight", …).
      public var nameID: Int
      /// The tracking at each size, in font units (FWORD), in the order of
      /// ``Trak/sizes``.
      public var values: [Int16]

      /// A track with these fields.
      public init(value: Double, nameID: Int, values: [Int16]) {
        self.value = value
        self.nameID = nameID
        self.values = values
      }
    }

    /// The point sizes of the size table (16.16 Fixed), in the table's order
    /// (ascending in a well-made font).
    public var sizes: [Double]
    /// The tracks, in the table's order (by ascending track value in a
    /// well-made font).
    public var tracks: [Track]

    /// A table with these sizes and tracks.
    public init(sizes: [Double], tracks: [Track]) {
      self.sizes = sizes
      self.tracks = tracks
    }

    /// `track`'s per-size values paired with their sizes, by ascending size.
    public func entries(track: Double = 0) -> [(size: Double, value: Int16)] {
      guard let found = tracks.first(where: { $0.value == track }) else { return [] }
      return zip(sizes, found.values).map { (size: $0.0, value: $0.1) }.sorted { $0.size < $1.size }
    }

    /// What ``tracking(track:pointSize:beyondTable:)`` does at a size
    /// below the table's first size or above its last.
    public enum BeyondTable: Sendable {
      /// The first size's value below the table, the last size's above it.
      /// HarfBuzz since 10.3.0 (commit b1677e76, "[trak] Handle
      /// out-of-range values better": "This also seems to match what
      /// CoreText does").
      case clamp
      /// The straight line through the first two sizes' values below the
      /// table, through the last two above it. HarfBuzz before 10.3.0,
      /// e.g. Debian 12's hb-shape 6.0.0.
      case extrapolate
    }

    /// The tracking at `pointSize` points for track value `track`, in font
    /// units (a `Double`, not rounded): what is added to every glyph's
    /// (each grapheme cluster's first glyph's, in HarfBuzz) advance, so
    /// × pointSize / unitsPerEm points.
    ///
    /// Apple's manual (Chap6trak, above) says only that the stored value is
    /// used at a stored size and track, that "interpolation or
    /// extrapolation is performed" otherwise (no formula), and that the
    /// value, in font units, is turned into ems and multiplied by the point
    /// size to get the change of each advance. The rule here is HarfBuzz's
    /// (`src/hb-aat-layout-trak-table.hh`,
    /// https://github.com/harfbuzz/harfbuzz/blob/main/src/hb-aat-layout-trak-table.hh,
    /// as of 2025–2026), whose authors compared it with CoreText:
    ///
    /// - sizes: at a size of the table, that size's value; between two
    ///   sizes, linear interpolation between their values; below the first
    ///   size and above the last, see ``BeyondTable`` (clamped by default);
    ///   with one size, its value at every size; with none, 0;
    /// - tracks: a track whose value is `track` is used; between two
    ///   tracks' values, linear interpolation between their trackings at
    ///   `pointSize`; below the lowest or above the highest track value,
    ///   that track (clamped); with one track, that track whatever `track`
    ///   is; with none, 0.
    ///
    /// HarfBuzz 6.0.0 (Debian 12's hb-shape) also rounds the result to a
    /// whole font unit (`roundf`) and uses only the track of value 0; newer
    /// HarfBuzz rounds only when scaling to the font's units. The point size
    /// is the font's (CoreText's; `--font-ptem` in hb-shape): HarfBuzz 6.0
    /// applies no tracking without one, HarfBuzz 10.3 and later take 12 (as
    /// CoreText does) and apply `trak` only to fonts that have a `STAT`
    /// table (CoreText's test for a "modern" font).
    public func tracking(track: Double = 0, pointSize: Double, beyondTable: BeyondTable = .clamp) -> Double {
      let ordered = tracks.sorted { $0.value < $1.value }
      guard let lowest = ordered.first, let highest = ordered.last else { return 0 }
      func value(_ entry: Track) -> Double { tracking(of: entry, pointSize: pointSize, beyondTable: beyondTable) }
      if ordered.count == 1 || track <= lowest.value { return value(lowest) }
      if track >= highest.value { return value(highest) }
      if let exact = ordered.first(where: { $0.value == track }) { return value(exact) }
      let upper = ordered.firstIndex { $0.value > track }!
      let a = ordered[upper - 1]
      let b = ordered[upper]
      let t = (track - a.value) / (b.value - a.value)
      return value(a) + t * (value(b) - value(a))
    }

    /// One track's tracking at `pointSize` (the size rule of
    /// ``tracking(track:pointSize:beyondTable:)``).
    func tracking(of track: Track, pointSize: Double, beyondTable: BeyondTable) -> Double {
      let points = zip(sizes, track.values).map { (size: $0.0, value: Double($0.1)) }.sorted { $0.size < $1.size }
      guard let first = points.first, let last = points.last else { return 0 }
      if points.count == 1 { return first.value }
      func line(_ a: (size: Double, value: Double), _ b: (size: Double, value: Double)) -> Double {
        a.size == b.size
          ? (a.value + b.value) / 2 : a.value + (pointSize - a.size) / (b.size - a.size) * (b.value - a.value)
      }
      if pointSize <= first.size {
        return beyondTable == .clamp || pointSize == first.size ? first.value : line(points[0], points[1])
      }
      if pointSize >= last.size {
        return beyondTable == .clamp || pointSize == last.size
          ? last.value : line(points[points.count - 2], points[points.count - 1])
      }
      if let exact = points.first(where: { $0.size == pointSize }) { return exact.value }
      let upper = points.firstIndex { $0.size > pointSize }!
      return line(points[upper - 1], points[upper])
    }
  }

  /// The horizontal tracks of the `trak` table.
  ///
  /// Layout (all offsets from the start of `trak`): version (Fixed, 1.0) at
  /// 0, format (0) at 4, horizOffset at 6, vertOffset at 8 (uint16, 0 when
  /// absent), reserved at 10. TrackData: nTracks at 0, nSizes at 2,
  /// sizeTableOffset (uint32) at 4, then nTracks 8-byte TrackTableEntry
  /// records: track (Fixed), nameIndex (uint16), offset (uint16) of its
  /// nSizes FWORD values; the size table is nSizes Fixed values.
  ///
  /// Throws ``ParseError`` when the table is missing, is not version 1.0
  /// format 0, has no horizontal data, or when any offset or array runs past
  /// the table's end.
  public func trak() throws -> Trak {
    let t = try table("trak", minimumLength: 12)
    let reader = self.reader
    func inTable(_ offset: Int, _ count: Int, _ what: String) throws -> Int {
      guard offset >= 0, count >= 0, offset + count <= t.length else {
        throw ParseError(description: "'trak' \(what) (\(count) bytes at \(offset)) runs past its \(t.length) bytes")
      }
      return t.offset + offset
    }
    let version = try reader.uint32(at: t.offset)
    let format = try reader.uint16(at: t.offset + 4)
    guard version == 0x0001_0000, format == 0 else {
      throw ParseError(
        description: String(format: "'trak' version 0x%08X format %d, expected 1.0 format 0", version, format))
    }
    let horizontal = Int(try reader.uint16(at: t.offset + 6))
    guard horizontal != 0 else { throw ParseError(description: "'trak' has no horizontal data") }
    let header = try inTable(horizontal, 8, "TrackData")
    let trackCount = Int(try reader.uint16(at: header))
    let sizeCount = Int(try reader.uint16(at: header + 2))
    let sizeTable = try inTable(Int(try reader.uint32(at: header + 4)), 4 * sizeCount, "size table")
    let sizes = try (0..<sizeCount).map { Self.fixed(try reader.uint32(at: sizeTable + 4 * $0)) }
    _ = try inTable(horizontal + 8, 8 * trackCount, "track table")
    let tracks = try (0..<trackCount).map { index -> Trak.Track in
      let record = header + 8 + 8 * index
      let values = try inTable(Int(try reader.uint16(at: record + 6)), 2 * sizeCount, "values of track \(index)")
      return Trak.Track(
        value: Self.fixed(try reader.uint32(at: record)),
        nameID: Int(try reader.uint16(at: record + 4)),
        values: try (0..<sizeCount).map { try reader.int16(at: values + 2 * $0) })
    }
    return Trak(sizes: sizes, tracks: tracks)
  }

  /// A 16.16 fixed-point number (`Fixed`) as a `Double`.
  static func fixed(_ bits: UInt32) -> Double {
    Double(Int32(bitPattern: bits)) / 65536
  }
}
