import Foundation

/// A minimal big-endian reader of an OpenType file's tables, so that the
/// tests get the font metrics from the bytes and not from the tool.
///
/// Reads the table directory (of face `faceIndex` in a `ttcf` collection),
/// `head.unitsPerEm` (offset 18) and `hhea` ascender, descender and lineGap
/// (offsets 4, 6, 8).
struct FontTables {
  let bytes: [UInt8]
  /// Table tag → offset of the table in the file.
  let tables: [String: Int]

  init(path: String, faceIndex: Int = 0) throws {
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    var directory = 0
    if Self.tag(bytes, at: 0) == "ttcf" {
      let count = Int(Self.u32(bytes, at: 8))
      guard faceIndex < count else { throw CLIError(description: "\(path) has \(count) faces, not \(faceIndex + 1)") }
      directory = Int(Self.u32(bytes, at: 12 + 4 * faceIndex))
    }
    let numTables = Int(Self.u16(bytes, at: directory + 4))
    var tables: [String: Int] = [:]
    for index in 0..<numTables {
      let record = directory + 12 + 16 * index
      tables[Self.tag(bytes, at: record)] = Int(Self.u32(bytes, at: record + 8))
    }
    self.tables = tables
    for tag in ["head", "hhea"] where tables[tag] == nil {
      throw CLIError(description: "\(path) face \(faceIndex) has no \(tag) table")
    }
  }

  private func table(_ tag: String) -> Int {
    tables[tag]!  // init checked head and hhea
  }

  var unitsPerEm: Int { Int(Self.u16(bytes, at: table("head") + 18)) }
  var ascender: Int { Int(Self.i16(bytes, at: table("hhea") + 4)) }
  var descender: Int { Int(Self.i16(bytes, at: table("hhea") + 6)) }
  var lineGap: Int { Int(Self.i16(bytes, at: table("hhea") + 8)) }

  /// Points per font unit at `size`.
  func scale(_ size: Double) -> Double { size / Double(unitsPerEm) }
  /// (ascender − descender + lineGap) × size / unitsPerEm: a line's height with font leading.
  func lineHeight(size: Double, leading: Bool = true) -> Double {
    Double(ascender - descender + (leading ? lineGap : 0)) * size / Double(unitsPerEm)
  }

  /// The height of a line that mixes `fonts`: the greatest ascent + the greatest
  /// descent + the greatest line gap, each in points.
  static func mixedLineHeight(_ fonts: [FontTables], size: Double) -> Double {
    let ascent = fonts.map { Double($0.ascender) * $0.scale(size) }.max()!
    let descent = fonts.map { Double(-$0.descender) * $0.scale(size) }.max()!
    let gap = fonts.map { Double($0.lineGap) * $0.scale(size) }.max()!
    return ascent + descent + gap
  }

  private static func u16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }
  private static func i16(_ bytes: [UInt8], at offset: Int) -> Int16 {
    Int16(bitPattern: u16(bytes, at: offset))
  }
  private static func u32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(u16(bytes, at: offset)) << 16 | UInt32(u16(bytes, at: offset + 2))
  }
  private static func tag(_ bytes: [UInt8], at offset: Int) -> String {
    String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
  }
}

/// HarfBuzz's own shaping of a text, through the `hb-shape` tool.
enum HBShape {
  static func executable() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
      let candidate = "\(directory)/hb-shape"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw CLIError(description: "hb-shape is not installed (apt-get install libharfbuzz-bin)")
  }

  /// The x advances of `text` shaped with the face, in font units
  /// (hb-shape's default scale is the face's units per em).
  static func advances(font path: String, faceIndex: Int = 0, text: String) throws -> [Int] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable())
    process.arguments = [
      "--font-funcs=ot", "--output-format=json", "--no-glyph-names", "--face-index=\(faceIndex)",
      "--font-file=\(path)", "--text=\(text)",
    ]
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("hb-shape-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    process.standardOutput = handle
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CLIError(description: "hb-shape failed on \(path) \(text)")
    }
    let data = try Data(contentsOf: output)
    guard let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      throw CLIError(description: "unexpected hb-shape output: \(String(decoding: data, as: UTF8.self))")
    }
    return glyphs.map { ($0["ax"] as! NSNumber).intValue }
  }

  /// The width of `text` on one line at `size` points: the advances' sum × size / upem.
  static func width(font path: String, faceIndex: Int = 0, text: String, size: Double) throws -> Double {
    let units = try advances(font: path, faceIndex: faceIndex, text: text).reduce(0, +)
    let upem = try FontTables(path: path, faceIndex: faceIndex).unitsPerEm
    return Double(units) * size / Double(upem)
  }
}
