import Foundation

/// A small OpenType (sfnt) table reader for tests, independent of FreeType,
/// HarfBuzz and the engine: it parses the font file's bytes itself, big-endian,
/// following the OpenType specification (https://learn.microsoft.com/typography/opentype/spec/).
///
/// Reads the table directory (single fonts and TTC/OTC collections) and the
/// few fields the metric tests need: `head.unitsPerEm`, the `hhea` line
/// metrics, the `OS/2` typographic metrics, `fsSelection`, `sCapHeight`,
/// `sxHeight`, and the PostScript name from `name`.
struct SfntTables {
  /// A malformed or truncated file, or a missing table.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// One table directory entry.
  struct TableRecord: Equatable {
    var tag: String
    var offset: Int
    var length: Int
  }

  /// `head`: https://learn.microsoft.com/typography/opentype/spec/head
  struct Head: Equatable {
    var unitsPerEm: Int
  }

  /// `hhea`: https://learn.microsoft.com/typography/opentype/spec/hhea
  struct Hhea: Equatable {
    var ascender: Int
    var descender: Int
    var lineGap: Int
  }

  /// `OS/2`: https://learn.microsoft.com/typography/opentype/spec/os2
  struct OS2: Equatable {
    var version: Int
    var fsSelection: UInt16
    var sTypoAscender: Int
    var sTypoDescender: Int
    var sTypoLineGap: Int
    var usWinAscent: Int
    var usWinDescent: Int
    /// Present from version 2 on.
    var sxHeight: Int?
    /// Present from version 2 on.
    var sCapHeight: Int?

    /// fsSelection bit 7.
    var useTypoMetrics: Bool { fsSelection & (1 << 7) != 0 }
  }

  /// The whole file.
  let data: Data
  /// Which face of a collection (0 for a single font).
  let faceIndex: Int
  /// How many faces the file holds (1 unless it is a collection).
  let faceCount: Int
  /// The face's table directory, by tag.
  let tables: [String: TableRecord]

  /// Reads the file at `url` and the table directory of face `faceIndex`.
  init(contentsOf url: URL, faceIndex: Int = 0) throws {
    try self.init(data: Data(contentsOf: url, options: .mappedIfSafe), faceIndex: faceIndex)
  }

  init(data: Data, faceIndex: Int = 0) throws {
    self.data = data
    self.faceIndex = faceIndex
    let reader = ByteReader(data: data)
    var directoryOffset = 0
    if try reader.tag(at: 0) == "ttcf" {
      // TTC header: tag, majorVersion, minorVersion, numFonts, offsets[numFonts].
      let count = Int(try reader.uint32(at: 8))
      guard faceIndex >= 0, faceIndex < count else {
        throw ParseError(description: "face \(faceIndex) of a collection of \(count)")
      }
      faceCount = count
      directoryOffset = Int(try reader.uint32(at: 12 + 4 * faceIndex))
    } else {
      guard faceIndex == 0 else { throw ParseError(description: "face \(faceIndex) of a single font") }
      faceCount = 1
    }
    let version = try reader.uint32(at: directoryOffset)
    guard version == 0x0001_0000 || version == 0x4F54_544F /* OTTO */ || version == 0x7472_7565 /* true */ else {
      throw ParseError(description: String(format: "unknown sfnt version 0x%08X", version))
    }
    let numTables = Int(try reader.uint16(at: directoryOffset + 4))
    var tables: [String: TableRecord] = [:]
    for i in 0..<numTables {
      let record = directoryOffset + 12 + 16 * i
      let tag = try reader.tag(at: record)
      let offset = Int(try reader.uint32(at: record + 8))
      let length = Int(try reader.uint32(at: record + 12))
      guard offset + length <= data.count else {
        throw ParseError(description: "table '\(tag)' runs past the end of the file")
      }
      tables[tag] = TableRecord(tag: tag, offset: offset, length: length)
    }
    self.tables = tables
  }

  private var reader: ByteReader { ByteReader(data: data) }

  private func table(_ tag: String, minimumLength: Int) throws -> TableRecord {
    guard let record = tables[tag] else { throw ParseError(description: "no '\(tag)' table") }
    guard record.length >= minimumLength else {
      throw ParseError(description: "'\(tag)' is \(record.length) bytes, expected at least \(minimumLength)")
    }
    return record
  }

  /// `head`: unitsPerEm at offset 18.
  func head() throws -> Head {
    let t = try table("head", minimumLength: 54)
    return Head(unitsPerEm: Int(try reader.uint16(at: t.offset + 18)))
  }

  /// `hhea`: ascender at 4, descender at 6, lineGap at 8 (FWORD = int16).
  func hhea() throws -> Hhea {
    let t = try table("hhea", minimumLength: 36)
    return Hhea(
      ascender: Int(try reader.int16(at: t.offset + 4)),
      descender: Int(try reader.int16(at: t.offset + 6)),
      lineGap: Int(try reader.int16(at: t.offset + 8)))
  }

  /// `OS/2`: version at 0, fsSelection at 62, sTypoAscender/Descender/LineGap
  /// at 68/70/72, usWinAscent/Descent at 74/76; from version 2, sxHeight at 86
  /// and sCapHeight at 88.
  func os2() throws -> OS2 {
    let t = try table("OS/2", minimumLength: 78)
    let version = Int(try reader.uint16(at: t.offset))
    var result = OS2(
      version: version,
      fsSelection: try reader.uint16(at: t.offset + 62),
      sTypoAscender: Int(try reader.int16(at: t.offset + 68)),
      sTypoDescender: Int(try reader.int16(at: t.offset + 70)),
      sTypoLineGap: Int(try reader.int16(at: t.offset + 72)),
      usWinAscent: Int(try reader.uint16(at: t.offset + 74)),
      usWinDescent: Int(try reader.uint16(at: t.offset + 76)))
    if version >= 2 {
      guard t.length >= 96 else { throw ParseError(description: "OS/2 version \(version) shorter than 96 bytes") }
      result.sxHeight = Int(try reader.int16(at: t.offset + 86))
      result.sCapHeight = Int(try reader.int16(at: t.offset + 88))
    }
    return result
  }

  /// The PostScript name (`name` ID 6): the Windows Unicode record (3, 1)
  /// in UTF-16BE, else the Macintosh Roman one (1, 0).
  func postScriptName() throws -> String {
    let t = try table("name", minimumLength: 6)
    let count = Int(try reader.uint16(at: t.offset + 2))
    let storage = t.offset + Int(try reader.uint16(at: t.offset + 4))
    var mac: String?
    for i in 0..<count {
      let record = t.offset + 6 + 12 * i
      let platform = try reader.uint16(at: record)
      let encoding = try reader.uint16(at: record + 2)
      let nameID = try reader.uint16(at: record + 6)
      guard nameID == 6 else { continue }
      let length = Int(try reader.uint16(at: record + 8))
      let offset = storage + Int(try reader.uint16(at: record + 10))
      let bytes = try reader.bytes(at: offset, count: length)
      if platform == 3 && (encoding == 1 || encoding == 0) {
        var units: [UInt16] = []
        for j in stride(from: 0, to: bytes.count - 1, by: 2) {
          units.append(UInt16(bytes[j]) << 8 | UInt16(bytes[j + 1]))
        }
        return String(decoding: units, as: UTF16.self)
      }
      if platform == 1 && encoding == 0 {
        // PostScript names are printable ASCII, a subset of Mac Roman.
        mac = String(decoding: bytes, as: UTF8.self)
      }
    }
    if let mac { return mac }
    throw ParseError(description: "no PostScript name")
  }
}

/// Big-endian reads with bounds checks from a `Data` (whose indices need not start at 0).
private struct ByteReader {
  let data: Data

  func bytes(at offset: Int, count: Int) throws -> [UInt8] {
    guard offset >= 0, count >= 0, offset + count <= data.count else {
      throw SfntTables.ParseError(description: "read of \(count) bytes at \(offset) past the end (\(data.count) bytes)")
    }
    let start = data.startIndex + offset
    return [UInt8](data[start..<(start + count)])
  }

  func uint16(at offset: Int) throws -> UInt16 {
    let b = try bytes(at: offset, count: 2)
    return UInt16(b[0]) << 8 | UInt16(b[1])
  }

  func int16(at offset: Int) throws -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws -> UInt32 {
    let b = try bytes(at: offset, count: 4)
    return UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
  }

  func tag(at offset: Int) throws -> String {
    String(decoding: try bytes(at: offset, count: 4), as: UTF8.self)
  }
}
