import Foundation

/// The variation tables of an OpenType variable font, read from the file:
/// the axes and named instances (`fvar`), the normalization of user
/// coordinates (`avar`), and the deltas a location adds to font-wide metrics
/// (`MVAR`), to advance widths (`HVAR`) and to the phantom points of
/// TrueType glyphs (`gvar`), in font units.
///
/// Overview, normalization and interpolation:
/// https://learn.microsoft.com/typography/opentype/spec/otvaroverview
///
/// Coordinates: "user" coordinates are the axes' own scales (wght 100…900);
/// "normalized" coordinates are −1…0…1 per axis, keyed by axis tag, after
/// `avar`; an axis a dictionary leaves out is at its default (0 normalized).
extension SfntTables {
  // MARK: name

  /// The string of `name` record `nameID`: the Windows Unicode one (platform
  /// 3, encoding 1 or 10) in US English (language 0x409) if there is one,
  /// else any Windows Unicode or Unicode-platform (0) one, in UTF-16BE, else
  /// the Macintosh Roman one (1, 0); `nil` when the table has none.
  ///
  /// `name`: https://learn.microsoft.com/typography/opentype/spec/name
  public func nameString(_ nameID: Int) throws -> String? {
    let t = try table("name", minimumLength: 6)
    let reader = self.reader
    let count = Int(try reader.uint16(at: t.offset + 2))
    let storage = t.offset + Int(try reader.uint16(at: t.offset + 4))
    guard 6 + 12 * count <= t.length else { throw ParseError(description: "'name' records run past the table") }
    var best: (rank: Int, string: String)?
    for i in 0..<count {
      let record = t.offset + 6 + 12 * i
      guard Int(try reader.uint16(at: record + 6)) == nameID else { continue }
      let platform = try reader.uint16(at: record)
      let encoding = try reader.uint16(at: record + 2)
      let language = try reader.uint16(at: record + 4)
      let length = Int(try reader.uint16(at: record + 8))
      let offset = storage + Int(try reader.uint16(at: record + 10))
      guard offset + length <= t.offset + t.length else {
        throw ParseError(description: "'name' record \(i) runs past the table")
      }
      let rank: Int
      if platform == 3 && (encoding == 1 || encoding == 10) {
        rank = language == 0x409 ? 0 : 1
      } else if platform == 0 {
        rank = 2
      } else if platform == 1 && encoding == 0 {
        rank = 3
      } else {
        continue
      }
      guard best == nil || rank < best!.rank else { continue }
      let bytes = try reader.bytes(at: offset, count: length)
      let string: String
      if platform == 1 {
        string = String(bytes: bytes, encoding: .macOSRoman) ?? String(decoding: bytes, as: UTF8.self)
      } else {
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
        string = String(decoding: units, as: UTF16.self)
      }
      best = (rank, string)
    }
    return best?.string
  }

  // MARK: fvar

  /// `fvar`: https://learn.microsoft.com/typography/opentype/spec/fvar
  public struct Fvar: Equatable, Sendable {
    /// A variation axis (VariationAxisRecord).
    public struct Axis: Equatable, Sendable {
      /// The axis tag, e.g. `"wght"`.
      public var tag: String
      /// The least user value.
      public var minimum: Double
      /// The default user value (normalized 0).
      public var defaultValue: Double
      /// The greatest user value.
      public var maximum: Double
      /// Axis flags (0x0001: hidden).
      public var flags: UInt16
      /// The `name` ID of the axis name.
      public var nameID: Int
      /// The axis name from `name`, if the table has it.
      public var name: String?
    }

    /// A named instance (InstanceRecord).
    public struct NamedInstance: Equatable, Sendable {
      /// The `name` ID of the instance's subfamily name.
      public var subfamilyNameID: Int
      /// The subfamily name from `name` (e.g. "Bold"), if the table has it.
      public var name: String?
      /// The `name` ID of its PostScript name, when the record has one.
      public var postScriptNameID: Int?
      /// The instance's user coordinates, by axis tag (every axis).
      public var coordinates: [String: Double]
    }

    /// The axes, in the table's order (the order of every tuple and region
    /// in the other variation tables).
    public var axes: [Axis]
    /// The named instances, in the table's order.
    public var instances: [NamedInstance]
  }

  /// The `fvar` table: majorVersion 1 at 0, axesArrayOffset at 4, axisCount
  /// at 8, axisSize (20) at 10, instanceCount at 12, instanceSize at 14.
  /// An axis record: tag, min, default, max (Fixed), flags, axisNameID. An
  /// instance record: subfamilyNameID, flags, coordinates (Fixed ×
  /// axisCount), and postScriptNameID when instanceSize is axisCount × 4 + 6.
  /// Names are resolved with ``nameString(_:)``.
  public func fvar() throws -> Fvar {
    let t = try versionOneTable("fvar", minimumLength: 16)
    let reader = self.reader
    let axesOffset = Int(try reader.uint16(at: t.offset + 4))
    let axisCount = Int(try reader.uint16(at: t.offset + 8))
    let axisSize = Int(try reader.uint16(at: t.offset + 10))
    let instanceCount = Int(try reader.uint16(at: t.offset + 12))
    let instanceSize = Int(try reader.uint16(at: t.offset + 14))
    guard axisSize >= 20, instanceSize >= 4 + 4 * axisCount else {
      throw ParseError(description: "'fvar' axisSize \(axisSize) or instanceSize \(instanceSize) too small")
    }
    let instancesOffset = axesOffset + axisCount * axisSize
    guard axesOffset >= 16, instancesOffset + instanceCount * instanceSize <= t.length else {
      throw ParseError(description: "'fvar' records run past its \(t.length) bytes")
    }
    let axes = try (0..<axisCount).map { index -> Fvar.Axis in
      let at = t.offset + axesOffset + index * axisSize
      let nameID = Int(try reader.uint16(at: at + 18))
      return Fvar.Axis(
        tag: try reader.tag(at: at),
        minimum: Self.fixed(try reader.uint32(at: at + 4)),
        defaultValue: Self.fixed(try reader.uint32(at: at + 8)),
        maximum: Self.fixed(try reader.uint32(at: at + 12)),
        flags: try reader.uint16(at: at + 16),
        nameID: nameID,
        name: try nameString(nameID))
    }
    let instances = try (0..<instanceCount).map { index -> Fvar.NamedInstance in
      let at = t.offset + instancesOffset + index * instanceSize
      let nameID = Int(try reader.uint16(at: at))
      var coordinates: [String: Double] = [:]
      for (i, axis) in axes.enumerated() {
        coordinates[axis.tag] = Self.fixed(try reader.uint32(at: at + 4 + 4 * i))
      }
      let postScript = instanceSize >= 6 + 4 * axisCount ? Int(try reader.uint16(at: at + 4 + 4 * axisCount)) : nil
      return Fvar.NamedInstance(
        subfamilyNameID: nameID, name: try nameString(nameID),
        postScriptNameID: postScript == 0xFFFF ? nil : postScript, coordinates: coordinates)
    }
    return Fvar(axes: axes, instances: instances)
  }

  // MARK: avar and normalization

  /// `avar` version 1's segment maps, by axis tag: each a list of
  /// (from, to) normalized pairs, ascending.
  ///
  /// `avar`: https://learn.microsoft.com/typography/opentype/spec/avar —
  /// majorVersion at 0, axisCount at 6, then per axis (in `fvar` order)
  /// positionMapCount and that many (fromCoordinate, toCoordinate) F2DOT14
  /// pairs. Version 2's extra mappings (axisIndexMap, a variation store)
  /// are not read.
  public func avar() throws -> [String: [(from: Double, to: Double)]] {
    let t = try table("avar", minimumLength: 8)
    let reader = self.reader
    let major = try reader.uint16(at: t.offset)
    guard major == 1 || major == 2 else { throw ParseError(description: "'avar' major version \(major)") }
    let axes = try fvar().axes
    let axisCount = Int(try reader.uint16(at: t.offset + 6))
    guard axisCount == axes.count else {
      throw ParseError(description: "'avar' has \(axisCount) axes, 'fvar' \(axes.count)")
    }
    var at = 8
    var result: [String: [(from: Double, to: Double)]] = [:]
    for axis in axes {
      guard at + 2 <= t.length else { throw ParseError(description: "'avar' runs past its \(t.length) bytes") }
      let count = Int(try reader.uint16(at: t.offset + at))
      guard at + 2 + 4 * count <= t.length else {
        throw ParseError(description: "'avar' runs past its \(t.length) bytes")
      }
      result[axis.tag] = try (0..<count).map { i in
        let pair = t.offset + at + 2 + 4 * i
        return (from: Self.f2dot14(try reader.int16(at: pair)), to: Self.f2dot14(try reader.int16(at: pair + 2)))
      }
      at += 2 + 4 * count
    }
    return result
  }

  /// The normalized coordinates of the user location `user` (by axis tag;
  /// an axis left out is at its default), by the OpenType rules
  /// ("Coordinate scales and normalization",
  /// https://learn.microsoft.com/typography/opentype/spec/otvaroverview#coordinate-scales-and-normalization):
  ///
  /// 1. clamp the value to the axis's minimum…maximum;
  /// 2. default normalization: value < default → −(default − value) /
  ///    (default − minimum); value > default → (value − default) /
  ///    (maximum − default); else 0;
  /// 3. when the font has `avar`, the axis's segment map: a value equal to
  ///    a map's from-coordinate becomes its to-coordinate; one between two
  ///    from-coordinates is interpolated linearly between their
  ///    to-coordinates (https://learn.microsoft.com/typography/opentype/spec/avar);
  /// 4. the result is an F2DOT14: rounded to the nearest 1/16384.
  ///
  /// Returns every `fvar` axis. Throws for a tag the font has no axis for.
  public func normalizedCoordinates(_ user: [String: Double]) throws -> [String: Double] {
    let axes = try fvar().axes
    for tag in user.keys where !axes.contains(where: { $0.tag == tag }) {
      throw ParseError(description: "no '\(tag)' axis in 'fvar'")
    }
    let maps = tables["avar"] == nil ? [:] : try avar()
    var result: [String: Double] = [:]
    for axis in axes {
      let value = min(max(user[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum)
      var normalized: Double
      if value < axis.defaultValue {
        normalized = -(axis.defaultValue - value) / (axis.defaultValue - axis.minimum)
      } else if value > axis.defaultValue {
        normalized = (value - axis.defaultValue) / (axis.maximum - axis.defaultValue)
      } else {
        normalized = 0
      }
      if let map = maps[axis.tag] { normalized = Self.apply(segmentMap: map, to: normalized) }
      result[axis.tag] = (normalized * 16384).rounded() / 16384
    }
    return result
  }

  /// An `avar` segment map applied to a normalized value (an empty map or
  /// one of a single pair leaves it as it is).
  static func apply(segmentMap map: [(from: Double, to: Double)], to value: Double) -> Double {
    guard map.count >= 2 else { return value }
    if let exact = map.first(where: { $0.from == value }) { return exact.to }
    if value < map[0].from { return map[0].to + (value - map[0].from) }
    guard let upper = map.firstIndex(where: { $0.from > value }) else {
      return map[map.count - 1].to + (value - map[map.count - 1].from)
    }
    let a = map[upper - 1]
    let b = map[upper]
    return a.to + (b.to - a.to) * (value - a.from) / (b.from - a.from)
  }

  // MARK: Item variation store (MVAR, HVAR)

  /// The delta of item (`outer`, `inner`) of the item variation store at
  /// `storeOffset` (from the start of the file) at `normalized`: the sum
  /// over the item's regions of delta × region scalar.
  ///
  /// ItemVariationStore, VariationRegionList, ItemVariationData (with
  /// wordDeltaCount's LONG_WORDS flag 0x8000) and the region scalar:
  /// https://learn.microsoft.com/typography/opentype/spec/otvarcommonformats#item-variation-store
  /// — per axis, a region whose start > peak or peak > end, or whose start
  /// < 0 < end, or whose peak is 0 counts as 1; a coordinate outside
  /// start…end makes the region 0; at the peak 1; else the linear ramp from
  /// start to the peak or from the peak to end.
  func itemDelta(storeOffset: Int, storeEnd: Int, outer: Int, inner: Int, normalized: [Double]) throws -> Double {
    let reader = self.reader
    func check(_ at: Int, _ count: Int, _ what: String) throws {
      guard at >= storeOffset, at + count <= storeEnd else {
        throw ParseError(description: "item variation store \(what) runs past its table")
      }
    }
    try check(storeOffset, 8, "header")
    guard try reader.uint16(at: storeOffset) == 1 else {
      throw ParseError(description: "item variation store format is not 1")
    }
    let regionList = storeOffset + Int(try reader.uint32(at: storeOffset + 2))
    let dataCount = Int(try reader.uint16(at: storeOffset + 6))
    guard outer < dataCount else {
      throw ParseError(description: "outer index \(outer) of \(dataCount) item variation data")
    }
    try check(storeOffset + 8, 4 * dataCount, "data offsets")
    let data = storeOffset + Int(try reader.uint32(at: storeOffset + 8 + 4 * outer))
    try check(regionList, 4, "region list")
    let axisCount = Int(try reader.uint16(at: regionList))
    let regionCount = Int(try reader.uint16(at: regionList + 2))
    try check(regionList + 4, 6 * axisCount * regionCount, "regions")
    guard axisCount == normalized.count else {
      throw ParseError(description: "item variation store has \(axisCount) axes, the font \(normalized.count)")
    }
    try check(data, 6, "item variation data")
    let itemCount = Int(try reader.uint16(at: data))
    let wordDeltaCount = Int(try reader.uint16(at: data + 2))
    let regionIndexCount = Int(try reader.uint16(at: data + 4))
    let longWords = wordDeltaCount & 0x8000 != 0
    let wordCount = wordDeltaCount & 0x7FFF
    guard wordCount <= regionIndexCount else { throw ParseError(description: "wordDeltaCount above regionIndexCount") }
    guard inner < itemCount else { throw ParseError(description: "inner index \(inner) of \(itemCount) delta sets") }
    try check(data + 6, 2 * regionIndexCount, "region indices")
    let (wide, narrow) = longWords ? (4, 2) : (2, 1)
    let rowSize = wordCount * wide + (regionIndexCount - wordCount) * narrow
    let row = data + 6 + 2 * regionIndexCount + inner * rowSize
    try check(row, rowSize, "delta set \(inner)")
    var total = 0.0
    var at = row
    for column in 0..<regionIndexCount {
      let delta: Int
      switch (column < wordCount, longWords) {
      case (true, true): delta = Int(Int32(bitPattern: try reader.uint32(at: at)))
      case (true, false), (false, true): delta = Int(try reader.int16(at: at))
      case (false, false): delta = Int(Int8(bitPattern: try reader.bytes(at: at, count: 1)[0]))
      }
      at += column < wordCount ? wide : narrow
      let region = Int(try reader.uint16(at: data + 6 + 2 * column))
      guard region < regionCount else { throw ParseError(description: "region index \(region) of \(regionCount)") }
      var scalar = 1.0
      for axis in 0..<axisCount {
        let coordinates = regionList + 4 + 6 * (region * axisCount + axis)
        scalar *= Self.axisScalar(
          coordinate: normalized[axis],
          start: Self.f2dot14(try reader.int16(at: coordinates)),
          peak: Self.f2dot14(try reader.int16(at: coordinates + 2)),
          end: Self.f2dot14(try reader.int16(at: coordinates + 4)))
      }
      total += Double(delta) * scalar
    }
    return total
  }

  /// One axis's factor of a region or tuple scalar (see
  /// ``itemDelta(storeOffset:storeEnd:outer:inner:normalized:)``).
  static func axisScalar(coordinate: Double, start: Double, peak: Double, end: Double) -> Double {
    if start > peak || peak > end { return 1 }
    if start < 0 && end > 0 && peak != 0 { return 1 }
    if peak == 0 { return 1 }
    if coordinate < start || coordinate > end { return 0 }
    if coordinate == peak { return 1 }
    return coordinate < peak ? (coordinate - start) / (peak - start) : (end - coordinate) / (end - peak)
  }

  /// The axis coordinates of `normalized` in `fvar` order (0 where it has none).
  func axisOrdered(_ normalized: [String: Double]) throws -> [Double] {
    try fvar().axes.map { normalized[$0.tag] ?? 0 }
  }

  /// The `MVAR` delta of the value tagged `tag` (e.g. `"hasc"`, `"hdsc"`,
  /// `"hlgp"`, `"xhgt"`) at the normalized location `normalized`, in font
  /// units (not rounded); 0 when `MVAR` has no record for the tag.
  ///
  /// `MVAR`: https://learn.microsoft.com/typography/opentype/spec/mvar —
  /// majorVersion 1 at 0, valueRecordSize at 6, valueRecordCount at 8,
  /// itemVariationStoreOffset at 10, value records (tag, outer, inner) from
  /// 12. The tags name OS/2 values ('hasc' is OS/2.sTypoAscender, 'hdsc'
  /// sTypoDescender, 'hlgp' sTypoLineGap); FreeType (tt_apply_mvar) and
  /// HarfBuzz also add the hasc, hdsc and hlgp deltas to the ascender,
  /// descender and line gap they use, whether those came from `hhea` or
  /// `OS/2` (see ``variedHhea(normalized:)``).
  public func mvarDelta(tag: String, normalized: [String: Double]) throws -> Double {
    let t = try versionOneTable("MVAR", minimumLength: 12)
    let reader = self.reader
    let recordSize = Int(try reader.uint16(at: t.offset + 6))
    let recordCount = Int(try reader.uint16(at: t.offset + 8))
    let store = Int(try reader.uint16(at: t.offset + 10))
    guard recordCount == 0 || recordSize >= 8, 12 + recordCount * recordSize <= t.length else {
      throw ParseError(description: "'MVAR' value records run past its \(t.length) bytes")
    }
    for i in 0..<recordCount {
      let record = t.offset + 12 + i * recordSize
      guard try reader.tag(at: record) == tag else { continue }
      guard store != 0 else { return 0 }
      return try itemDelta(
        storeOffset: t.offset + store, storeEnd: t.offset + t.length,
        outer: Int(try reader.uint16(at: record + 4)), inner: Int(try reader.uint16(at: record + 6)),
        normalized: try axisOrdered(normalized))
    }
    return 0
  }

  /// The `hhea` ascender, descender and line gap at `normalized`, in font
  /// units: each plus the `MVAR` delta of 'hasc', 'hdsc' and 'hlgp' (as
  /// FreeType and HarfBuzz apply them, see
  /// ``mvarDelta(tag:normalized:)``); the `hhea` values alone when the
  /// font has no `MVAR`.
  public func variedHhea(normalized: [String: Double]) throws -> (ascender: Double, descender: Double, lineGap: Double)
  {
    let hhea = try hhea()
    func delta(_ tag: String) throws -> Double {
      tables["MVAR"] == nil ? 0 : try mvarDelta(tag: tag, normalized: normalized)
    }
    return (
      Double(hhea.ascender) + (try delta("hasc")), Double(hhea.descender) + (try delta("hdsc")),
      Double(hhea.lineGap) + (try delta("hlgp"))
    )
  }

  /// The `HVAR` advance-width delta of `glyph` at `normalized`, in font
  /// units (not rounded).
  ///
  /// `HVAR`: https://learn.microsoft.com/typography/opentype/spec/hvar —
  /// majorVersion 1 at 0, itemVariationStoreOffset (uint32) at 4,
  /// advanceWidthMappingOffset at 8 (0: glyph g is item (0, g)). A
  /// DeltaSetIndexMap (format 0 with a uint16 mapCount, format 1 with
  /// uint32) has entryFormat's bits 4–5 + 1 bytes per entry and bits 0–3 + 1
  /// inner-index bits
  /// (https://learn.microsoft.com/typography/opentype/spec/otvarcommonformats#associating-target-items-to-variation-data);
  /// a glyph past the map uses its last entry.
  public func hvarAdvanceDelta(glyph: Int, normalized: [String: Double]) throws -> Double {
    let t = try versionOneTable("HVAR", minimumLength: 20)
    let reader = self.reader
    let store = Int(try reader.uint32(at: t.offset + 4))
    let mapping = Int(try reader.uint32(at: t.offset + 8))
    var outer = 0
    var inner = glyph
    if mapping != 0 {
      let map = t.offset + mapping
      guard mapping + 4 <= t.length else { throw ParseError(description: "'HVAR' advance map runs past the table") }
      let header = try reader.bytes(at: map, count: 2)
      let format = header[0]
      let entryFormat = Int(header[1])
      let count: Int
      let entries: Int
      switch format {
      case 0: (count, entries) = (Int(try reader.uint16(at: map + 2)), map + 4)
      case 1: (count, entries) = (Int(try reader.uint32(at: map + 2)), map + 6)
      default: throw ParseError(description: "'HVAR' DeltaSetIndexMap format \(format)")
      }
      let entrySize = ((entryFormat & 0x30) >> 4) + 1
      let innerBits = (entryFormat & 0x0F) + 1
      guard count > 0, entries + count * entrySize <= t.offset + t.length else {
        throw ParseError(description: "'HVAR' advance map of \(count) entries runs past the table")
      }
      let bytes = try reader.bytes(at: entries + min(glyph, count - 1) * entrySize, count: entrySize)
      let entry = bytes.reduce(0) { $0 << 8 | Int($1) }
      outer = entry >> innerBits
      inner = entry & ((1 << innerBits) - 1)
    }
    return try itemDelta(
      storeOffset: t.offset + store, storeEnd: t.offset + t.length, outer: outer, inner: inner,
      normalized: try axisOrdered(normalized))
  }

  // MARK: gvar

  /// The number of points of TrueType glyph `glyph` that `gvar` counts
  /// before the four phantom points: a simple glyph's last endPtsOfContours
  /// + 1, a composite glyph's component count, 0 for an empty glyph (a
  /// zero-length `loca` entry).
  ///
  /// `glyf`: https://learn.microsoft.com/typography/opentype/spec/glyf
  public func glyphPointCount(_ glyph: Int) throws -> Int {
    let head = try table("head", minimumLength: 54)
    let loca = try table("loca", minimumLength: 4)
    let glyf = try table("glyf", minimumLength: 0)
    let reader = self.reader
    let long = try reader.int16(at: head.offset + 50) == 1
    func location(_ index: Int) throws -> Int {
      guard (index + 1) * (long ? 4 : 2) <= loca.length else {
        throw ParseError(description: "glyph \(glyph) past 'loca'")
      }
      return long
        ? Int(try reader.uint32(at: loca.offset + 4 * index)) : 2 * Int(try reader.uint16(at: loca.offset + 2 * index))
    }
    let start = try location(glyph)
    let end = try location(glyph + 1)
    if end <= start { return 0 }
    guard end <= glyf.length, end - start >= 10 else {
      throw ParseError(description: "glyph \(glyph) runs past 'glyf'")
    }
    let at = glyf.offset + start
    let contours = Int(try reader.int16(at: at))
    if contours >= 0 {
      return contours == 0 ? 0 : Int(try reader.uint16(at: at + 10 + 2 * (contours - 1))) + 1
    }
    // Composite: flags, glyphIndex, two arguments (bytes or words),
    // an optional scale (F2DOT14 × 1, 2 or 4), MORE_COMPONENTS 0x0020.
    var count = 0
    var component = at + 10
    while true {
      guard component + 4 <= glyf.offset + end else {
        throw ParseError(description: "glyph \(glyph)'s components run past it")
      }
      let flags = try reader.uint16(at: component)
      count += 1
      component += 4 + (flags & 0x0001 != 0 ? 4 : 2)
      if flags & 0x0008 != 0 {
        component += 2
      } else if flags & 0x0040 != 0 {
        component += 4
      } else if flags & 0x0080 != 0 {
        component += 8
      }
      if flags & 0x0020 == 0 { return count }
    }
  }

  /// The advance-width delta that `gvar` gives TrueType glyph `glyph` at
  /// `normalized`, in font units (not rounded): the sum over the glyph's
  /// tuple variations of scalar × (x delta of the right phantom point − x
  /// delta of the left one). The phantom points are the four after the
  /// glyph's own points (``glyphPointCount(_:)``): left (origin), right
  /// (origin + advance), top, bottom. They belong to no contour, so a
  /// tuple that does not list them moves them by 0 (no IUP inference).
  ///
  /// `gvar`: https://learn.microsoft.com/typography/opentype/spec/gvar —
  /// header: axisCount at 4, sharedTupleCount at 6, sharedTuplesOffset at 8,
  /// glyphCount at 12, flags at 14 (bit 0: 32-bit offsets), data array
  /// offset at 16, glyphCount + 1 offsets from 20 (16-bit ones × 2).
  /// GlyphVariationData: tupleVariationCount (0x8000 SHARED_POINT_NUMBERS,
  /// count in 0x0FFF), dataOffset, then TupleVariationHeaders
  /// (variationDataSize, tupleIndex with 0x8000 EMBEDDED_PEAK_TUPLE, 0x4000
  /// INTERMEDIATE_REGION, 0x2000 PRIVATE_POINT_NUMBERS, shared-tuple index
  /// in 0x0FFF). Packed point numbers and packed deltas:
  /// https://learn.microsoft.com/typography/opentype/spec/otvarcommonformats#packed-point-numbers
  /// The tuple scalar is the region scalar of
  /// ``itemDelta(storeOffset:storeEnd:outer:inner:normalized:)`` with start
  /// and end min(peak, 0) and max(peak, 0) unless the tuple has an
  /// intermediate region.
  public func gvarAdvanceDelta(glyph: Int, normalized: [String: Double]) throws -> Double {
    let t = try table("gvar", minimumLength: 20)
    let reader = self.reader
    let end = t.offset + t.length
    func check(_ at: Int, _ count: Int, _ what: String) throws {
      guard at >= t.offset, count >= 0, at + count <= end else {
        throw ParseError(description: "'gvar' \(what) runs past its \(t.length) bytes")
      }
    }
    let coordinates = try axisOrdered(normalized)
    let axisCount = Int(try reader.uint16(at: t.offset + 4))
    guard axisCount == coordinates.count else {
      throw ParseError(description: "'gvar' has \(axisCount) axes, 'fvar' \(coordinates.count)")
    }
    let sharedTupleCount = Int(try reader.uint16(at: t.offset + 6))
    let sharedTuples = t.offset + Int(try reader.uint32(at: t.offset + 8))
    try check(sharedTuples, 2 * axisCount * sharedTupleCount, "shared tuples")
    let glyphCount = Int(try reader.uint16(at: t.offset + 12))
    let longOffsets = try reader.uint16(at: t.offset + 14) & 1 != 0
    let dataArray = t.offset + Int(try reader.uint32(at: t.offset + 16))
    guard glyph >= 0, glyph < glyphCount else {
      throw ParseError(description: "glyph \(glyph) of \(glyphCount) in 'gvar'")
    }
    try check(t.offset + 20, (glyphCount + 1) * (longOffsets ? 4 : 2), "offsets")
    func offset(_ index: Int) throws -> Int {
      longOffsets
        ? Int(try reader.uint32(at: t.offset + 20 + 4 * index))
        : 2 * Int(try reader.uint16(at: t.offset + 20 + 2 * index))
    }
    let start = dataArray + (try offset(glyph))
    let stop = dataArray + (try offset(glyph + 1))
    if stop <= start { return 0 }
    try check(start, stop - start, "glyph \(glyph)'s variation data")
    let pointCount = try glyphPointCount(glyph) + 4
    let left = pointCount - 4
    let right = pointCount - 3

    func f2dot14s(at: Int) throws -> [Double] {
      try (0..<axisCount).map { Self.f2dot14(try reader.int16(at: at + 2 * $0)) }
    }
    /// Packed point numbers at `at`: the points (nil: all) and the end.
    func points(at: Int) throws -> (points: [Int]?, end: Int) {
      var at = at
      try check(at, 1, "point numbers")
      var count = Int(try reader.bytes(at: at, count: 1)[0])
      at += 1
      if count == 0 { return (nil, at) }
      if count & 0x80 != 0 {
        try check(at, 1, "point numbers")
        count = (count & 0x7F) << 8 | Int(try reader.bytes(at: at, count: 1)[0])
        at += 1
      }
      var result: [Int] = []
      var point = 0
      while result.count < count {
        try check(at, 1, "point number run")
        let control = Int(try reader.bytes(at: at, count: 1)[0])
        at += 1
        let words = control & 0x80 != 0
        for _ in 0..<((control & 0x7F) + 1) where result.count < count {
          try check(at, words ? 2 : 1, "point number run")
          point += words ? Int(try reader.uint16(at: at)) : Int(try reader.bytes(at: at, count: 1)[0])
          at += words ? 2 : 1
          result.append(point)
        }
      }
      return (result, at)
    }
    /// `count` packed deltas at `at`, and the end.
    func deltas(at: Int, count: Int) throws -> (deltas: [Int], end: Int) {
      var at = at
      var result: [Int] = []
      while result.count < count {
        try check(at, 1, "delta run")
        let control = Int(try reader.bytes(at: at, count: 1)[0])
        at += 1
        let run = (control & 0x3F) + 1
        let size: Int
        switch control & 0xC0 {
        case 0x80: size = 0  // DELTAS_ARE_ZERO
        case 0x40: size = 2  // DELTAS_ARE_WORDS
        case 0xC0: size = 4  // DELTAS_ARE_LONGS
        default: size = 1
        }
        try check(at, run * size, "delta run")
        for _ in 0..<run {
          switch size {
          case 0: result.append(0)
          case 1: result.append(Int(Int8(bitPattern: try reader.bytes(at: at, count: 1)[0])))
          case 2: result.append(Int(try reader.int16(at: at)))
          default: result.append(Int(Int32(bitPattern: try reader.uint32(at: at))))
          }
          at += size
        }
      }
      guard result.count == count else { throw ParseError(description: "'gvar' delta run past its point count") }
      return (result, at)
    }

    try check(start, 4, "glyph variation header")
    let countAndFlags = Int(try reader.uint16(at: start))
    let tupleCount = countAndFlags & 0x0FFF
    var serialized = start + Int(try reader.uint16(at: start + 2))
    var sharedPoints: [Int]?
    if countAndFlags & 0x8000 != 0 {
      (sharedPoints, serialized) = try points(at: serialized)
    }
    var header = start + 4
    var total = 0.0
    for _ in 0..<tupleCount {
      try check(header, 4, "tuple variation header")
      let size = Int(try reader.uint16(at: header))
      let tupleIndex = Int(try reader.uint16(at: header + 2))
      header += 4
      let peak: [Double]
      if tupleIndex & 0x8000 != 0 {
        try check(header, 2 * axisCount, "peak tuple")
        peak = try f2dot14s(at: header)
        header += 2 * axisCount
      } else {
        let index = tupleIndex & 0x0FFF
        guard index < sharedTupleCount else {
          throw ParseError(description: "shared tuple \(index) of \(sharedTupleCount)")
        }
        peak = try f2dot14s(at: sharedTuples + 2 * axisCount * index)
      }
      var startTuple = peak.map { min($0, 0) }
      var endTuple = peak.map { max($0, 0) }
      if tupleIndex & 0x4000 != 0 {
        try check(header, 4 * axisCount, "intermediate region")
        startTuple = try f2dot14s(at: header)
        endTuple = try f2dot14s(at: header + 2 * axisCount)
        header += 4 * axisCount
      }
      let data = serialized
      serialized += size
      try check(data, size, "tuple variation data")
      var scalar = 1.0
      for axis in 0..<axisCount {
        scalar *= Self.axisScalar(
          coordinate: coordinates[axis], start: startTuple[axis], peak: peak[axis], end: endTuple[axis])
      }
      if scalar == 0 { continue }
      var at = data
      var tuplePoints = sharedPoints
      if tupleIndex & 0x2000 != 0 { (tuplePoints, at) = try points(at: data) }
      let listed = tuplePoints ?? Array(0..<pointCount)
      let (x, xEnd) = try deltas(at: at, count: listed.count)
      guard xEnd <= data + size else { throw ParseError(description: "'gvar' tuple data past its size") }
      var leftDelta = 0
      var rightDelta = 0
      for (point, delta) in zip(listed, x) {
        if point == left { leftDelta = delta }
        if point == right { rightDelta = delta }
      }
      total += scalar * Double(rightDelta - leftDelta)
    }
    return total
  }

  /// `glyph`'s advance width at `normalized`, in font units (not rounded):
  /// its `hmtx` advance plus its `HVAR` delta when the font has `HVAR`,
  /// else its `gvar` phantom-point delta (the order HarfBuzz and FreeType
  /// use), else nothing.
  public func variedAdvanceWidth(_ glyph: Int, normalized: [String: Double]) throws -> Double {
    let base = Double(try advanceWidth(glyph))
    if tables["HVAR"] != nil { return base + (try hvarAdvanceDelta(glyph: glyph, normalized: normalized)) }
    if tables["gvar"] != nil { return base + (try gvarAdvanceDelta(glyph: glyph, normalized: normalized)) }
    return base
  }

  /// An F2DOT14 (2.14 fixed-point) number as a `Double`.
  static func f2dot14(_ bits: Int16) -> Double {
    Double(bits) / 16384
  }
}
