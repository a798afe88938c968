import Foundation

/// The tables of a COLRv0 colour font, read from the file: the palette
/// (`CPAL`), each colour glyph's layers (`COLR`), and the glyphs' boxes
/// (`glyf` through `loca`) and advances (`hmtx`), in font units.
extension SfntTables {
  /// A `CPAL` colour record (stored as blue, green, red, alpha).
  public struct PaletteColor: Equatable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8
  }

  /// A `COLR` layer: a glyph filled with a palette entry.
  public struct ColorLayer: Equatable, Sendable {
    public var glyph: Int
    public var paletteIndex: Int
  }

  /// A `glyf` glyph header's box, in font units, y up.
  public struct GlyphBox: Equatable, Sendable {
    public var xMin: Int
    public var yMin: Int
    public var xMax: Int
    public var yMax: Int
  }

  /// Palette `index` of `CPAL` version 0: numPaletteEntries at 2,
  /// colorRecordsArrayOffset at 8, colorRecordIndices from 12.
  public func palette(_ index: Int = 0) throws -> [PaletteColor] {
    let t = try table("CPAL", minimumLength: 14)
    let entries = Int(try reader.uint16(at: t.offset + 2))
    let records = t.offset + Int(try reader.uint32(at: t.offset + 8))
    let first = Int(try reader.uint16(at: t.offset + 12 + 2 * index))
    return try (0..<entries).map { entry in
      let b = try reader.bytes(at: records + 4 * (first + entry), count: 4)
      return PaletteColor(red: b[2], green: b[1], blue: b[0], alpha: b[3])
    }
  }

  /// The base glyphs of `COLR` version 0 with their layers, bottom first:
  /// numBaseGlyphRecords at 2, baseGlyphRecordsOffset at 4,
  /// layerRecordsOffset at 8; records of (glyph, first layer, count) and
  /// (glyph, palette index).
  public func colorGlyphs() throws -> [Int: [ColorLayer]] {
    let t = try table("COLR", minimumLength: 14)
    let count = Int(try reader.uint16(at: t.offset + 2))
    let bases = t.offset + Int(try reader.uint32(at: t.offset + 4))
    let layers = t.offset + Int(try reader.uint32(at: t.offset + 8))
    var result: [Int: [ColorLayer]] = [:]
    for i in 0..<count {
      let record = bases + 6 * i
      let first = Int(try reader.uint16(at: record + 2))
      result[Int(try reader.uint16(at: record))] = try (0..<Int(try reader.uint16(at: record + 4))).map { layer in
        let at = layers + 4 * (first + layer)
        return ColorLayer(glyph: Int(try reader.uint16(at: at)), paletteIndex: Int(try reader.uint16(at: at + 2)))
      }
    }
    return result
  }

  /// The box in `glyph`'s `glyf` header (xMin, yMin, xMax, yMax at 2…8),
  /// found through `loca` (short or long offsets by `head`'s
  /// indexToLocFormat at 50).
  public func glyphBox(_ glyph: Int) throws -> GlyphBox {
    let head = try table("head", minimumLength: 54)
    let loca = try table("loca", minimumLength: 4)
    let glyf = try table("glyf", minimumLength: 10)
    let long = try reader.int16(at: head.offset + 50) == 1
    let offset =
      long ? Int(try reader.uint32(at: loca.offset + 4 * glyph)) : 2 * Int(try reader.uint16(at: loca.offset + 2 * glyph))
    let at = glyf.offset + offset
    return GlyphBox(
      xMin: Int(try reader.int16(at: at + 2)), yMin: Int(try reader.int16(at: at + 4)),
      xMax: Int(try reader.int16(at: at + 6)), yMax: Int(try reader.int16(at: at + 8)))
  }

  /// `glyph`'s advance width from `hmtx` (the last long metric's past
  /// `hhea`'s numberOfHMetrics, at 34).
  public func advanceWidth(_ glyph: Int) throws -> Int {
    let hhea = try table("hhea", minimumLength: 36)
    let hmtx = try table("hmtx", minimumLength: 4)
    let metrics = Int(try reader.uint16(at: hhea.offset + 34))
    return Int(try reader.uint16(at: hmtx.offset + 4 * min(glyph, metrics - 1)))
  }
}
