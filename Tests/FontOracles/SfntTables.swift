import Foundation

/// A small OpenType (sfnt) table reader for tests, independent of FreeType,
/// HarfBuzz and the engine: it parses the font file's bytes itself, big-endian,
/// following the OpenType specification (https://learn.microsoft.com/typography/opentype/spec/).
///
/// Reads the table directory (single fonts and TTC/OTC collections) and the
/// few fields the metric tests need: `head.unitsPerEm`, the `hhea` line
/// metrics, the `OS/2` typographic metrics, `fsSelection`, `sCapHeight`,
/// `sxHeight`, and the PostScript name from `name`; and turns the `hhea`
/// metrics into line heights in points (``lineHeight(size:leading:)``,
/// ``mixedLineHeight(_:size:)``).
public struct SfntTables: Sendable {
  /// A malformed or truncated file, or a missing table.
  public struct ParseError: Error, CustomStringConvertible {
    /// What was wrong, with the offset or tag concerned.
    public var description: String

    /// An error that says `description`.
    public init(description: String) { self.description = description }
  }

  /// One table directory entry.
  public struct TableRecord: Equatable, Sendable {
    /// The four-character tag, e.g. `"OS/2"` or `"CFF "`.
    public var tag: String
    /// The table's offset from the start of the file, in bytes.
    public var offset: Int
    /// The table's length in bytes.
    public var length: Int
  }

  /// `head`: https://learn.microsoft.com/typography/opentype/spec/head
  public struct Head: Equatable, Sendable {
    /// Font units per em (the divisor that turns font units into ems).
    public var unitsPerEm: Int
  }

  /// `hhea`: https://learn.microsoft.com/typography/opentype/spec/hhea
  public struct Hhea: Equatable, Sendable {
    /// Distance from the baseline up to the ascent line, in font units.
    public var ascender: Int
    /// Distance from the baseline to the descent line, in font units (negative below the baseline).
    public var descender: Int
    /// Extra space between lines, in font units.
    public var lineGap: Int
  }

  /// `OS/2`: https://learn.microsoft.com/typography/opentype/spec/os2
  public struct OS2: Equatable, Sendable {
    /// The table's version (0 to 5).
    public var version: Int
    /// The font selection flags.
    public var fsSelection: UInt16
    /// Typographic ascender, in font units.
    public var sTypoAscender: Int
    /// Typographic descender, in font units (negative below the baseline).
    public var sTypoDescender: Int
    /// Typographic line gap, in font units.
    public var sTypoLineGap: Int
    /// Windows clipping ascent, in font units.
    public var usWinAscent: Int
    /// Windows clipping descent, in font units (positive below the baseline).
    public var usWinDescent: Int
    /// Thickness of the strikeout stroke, in font units.
    public var yStrikeoutSize: Int
    /// Top of the strikeout stroke above the baseline, in font units.
    public var yStrikeoutPosition: Int
    /// Height of lowercase x, in font units. Present from version 2 on.
    public var sxHeight: Int?
    /// Height of capital letters, in font units. Present from version 2 on.
    public var sCapHeight: Int?

    /// fsSelection bit 7 (USE_TYPO_METRICS).
    public var useTypoMetrics: Bool { fsSelection & (1 << 7) != 0 }
  }

  /// The whole file.
  public let data: Data
  /// Which face of a collection (0 for a single font).
  public let faceIndex: Int
  /// How many faces the file holds (1 unless it is a collection).
  public let faceCount: Int
  /// The face's table directory, by tag.
  public let tables: [String: TableRecord]

  /// Reads the file at `url` and the table directory of face `faceIndex`.
  public init(contentsOf url: URL, faceIndex: Int = 0) throws {
    try self.init(data: Data(contentsOf: url, options: .mappedIfSafe), faceIndex: faceIndex)
  }

  /// Reads the table directory of face `faceIndex` of the font file `data`.
  public init(data: Data, faceIndex: Int = 0) throws {
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

  var reader: ByteReader { ByteReader(data: data) }

  func table(_ tag: String, minimumLength: Int) throws -> TableRecord {
    guard let record = tables[tag] else { throw ParseError(description: "no '\(tag)' table") }
    guard record.length >= minimumLength else {
      throw ParseError(description: "'\(tag)' is \(record.length) bytes, expected at least \(minimumLength)")
    }
    return record
  }

  /// The table `tag`, of at least `minimumLength` bytes, whose major
  /// version (its first uint16) is 1: the variation tables' header.
  func versionOneTable(_ tag: String, minimumLength: Int) throws -> TableRecord {
    let record = try table(tag, minimumLength: minimumLength)
    guard try reader.uint16(at: record.offset) == 1 else {
      throw ParseError(description: "'\(tag)' major version is not 1")
    }
    return record
  }

  /// `head`: unitsPerEm at offset 18.
  public func head() throws -> Head {
    let t = try table("head", minimumLength: 54)
    return Head(unitsPerEm: Int(try reader.uint16(at: t.offset + 18)))
  }

  /// `post`: https://learn.microsoft.com/typography/opentype/spec/post
  public struct Post: Equatable, Sendable {
    /// The top of the underline relative to the baseline, in font units
    /// (negative below it).
    public var underlinePosition: Int
    /// The underline's thickness, in font units.
    public var underlineThickness: Int
  }

  /// `post`: underlinePosition at 8, underlineThickness at 10 (FWORD = int16).
  public func post() throws -> Post {
    let t = try table("post", minimumLength: 32)
    return Post(
      underlinePosition: Int(try reader.int16(at: t.offset + 8)),
      underlineThickness: Int(try reader.int16(at: t.offset + 10)))
  }

  /// `hhea`: ascender at 4, descender at 6, lineGap at 8 (FWORD = int16).
  public func hhea() throws -> Hhea {
    let t = try table("hhea", minimumLength: 36)
    return Hhea(
      ascender: Int(try reader.int16(at: t.offset + 4)),
      descender: Int(try reader.int16(at: t.offset + 6)),
      lineGap: Int(try reader.int16(at: t.offset + 8)))
  }

  /// `OS/2`: version at 0, yStrikeoutSize/Position at 26/28, fsSelection at
  /// 62, sTypoAscender/Descender/LineGap at 68/70/72, usWinAscent/Descent at
  /// 74/76; from version 2, sxHeight at 86 and sCapHeight at 88.
  public func os2() throws -> OS2 {
    let t = try table("OS/2", minimumLength: 78)
    let version = Int(try reader.uint16(at: t.offset))
    var result = OS2(
      version: version,
      fsSelection: try reader.uint16(at: t.offset + 62),
      sTypoAscender: Int(try reader.int16(at: t.offset + 68)),
      sTypoDescender: Int(try reader.int16(at: t.offset + 70)),
      sTypoLineGap: Int(try reader.int16(at: t.offset + 72)),
      usWinAscent: Int(try reader.uint16(at: t.offset + 74)),
      usWinDescent: Int(try reader.uint16(at: t.offset + 76)),
      yStrikeoutSize: Int(try reader.int16(at: t.offset + 26)),
      yStrikeoutPosition: Int(try reader.int16(at: t.offset + 28)))
    if version >= 2 {
      guard t.length >= 96 else { throw ParseError(description: "OS/2 version \(version) shorter than 96 bytes") }
      result.sxHeight = Int(try reader.int16(at: t.offset + 86))
      result.sCapHeight = Int(try reader.int16(at: t.offset + 88))
    }
    return result
  }

  /// The PostScript name (`name` ID 6): the Windows Unicode record (3, 1)
  /// in UTF-16BE, else the Macintosh Roman one (1, 0).
  public func postScriptName() throws -> String {
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

  // MARK: Arithmetic on the tables

  /// Points per font unit at `size` points: `size / head.unitsPerEm`.
  public func scale(size: Double) throws -> Double {
    size / Double(try head().unitsPerEm)
  }

  /// The height of one line of this face at `size` points, from `hhea`:
  /// (ascender − descender + lineGap) × size / unitsPerEm, or without the
  /// lineGap when `leading` is false.
  public func lineHeight(size: Double, leading: Bool = true) throws -> Double {
    let hhea = try hhea()
    return Double(hhea.ascender - hhea.descender + (leading ? hhea.lineGap : 0)) * size / Double(try head().unitsPerEm)
  }

  /// The height of a line that mixes `faces` at `size` points: the greatest
  /// `hhea` ascent + the greatest descent + the greatest line gap, each
  /// taken in points (font units × ``scale(size:)``) before comparing.
  public static func mixedLineHeight(_ faces: [SfntTables], size: Double) throws -> Double {
    precondition(!faces.isEmpty, "mixedLineHeight needs at least one face")
    var ascent = -Double.infinity
    var descent = -Double.infinity
    var gap = -Double.infinity
    for face in faces {
      let hhea = try face.hhea()
      let scale = try face.scale(size: size)
      ascent = max(ascent, Double(hhea.ascender) * scale)
      descent = max(descent, Double(-hhea.descender) * scale)
      gap = max(gap, Double(hhea.lineGap) * scale)
    }
    return ascent + descent + gap
  }
}

/// Big-endian reads with bounds checks from a `Data` (whose indices need not start at 0).
struct ByteReader {
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
