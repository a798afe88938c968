import Foundation

/// Runs HarfBuzz's own command-line shaper, `hb-shape` (Debian's
/// `libharfbuzz-bin`), as an oracle independent of the engine's code.
///
/// hb-shape's default font scale is the face's units per em, so the advances
/// and offsets it prints are font units. Its clusters are Unicode scalar
/// (code point) indices into the text (hb-shape's default; `--utf8-clusters`
/// would make them UTF-8 byte offsets), so for BMP text they equal UTF-16
/// offsets. It treats a newline as the end of a line of input, so only
/// single-line text is accepted here.
enum HBShape {
  /// One output glyph.
  struct Glyph: Equatable, CustomStringConvertible {
    var glyphID: UInt32
    /// Code point index of the glyph's cluster in the text.
    var cluster: Int
    var xAdvance: Int
    var yAdvance: Int
    var xOffset: Int
    var yOffset: Int
    /// With `extents: true`: the ink box in font units (x bearing, y bearing
    /// up from the baseline, width, height, negative downward).
    var extents: [Int]? = nil

    var description: String { "\(glyphID)=\(cluster)@\(xOffset),\(yOffset)+\(xAdvance),\(yAdvance)" }
  }

  /// Why hb-shape could not give an answer. Tests that need it fail with this
  /// message (they never skip).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The hb-shape executable: the first on PATH, else /usr/bin/hb-shape.
  static func executable() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { "\($0)/hb-shape" } + ["/usr/bin/hb-shape"]
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
      return URL(fileURLWithPath: found)
    }
    throw Failure(
      description: "hb-shape not found on PATH (\(path)) nor at /usr/bin/hb-shape: "
        + "install Debian's libharfbuzz-bin (scripts/install-dependencies.sh); these tests need it as their oracle")
  }

  /// Shapes `text` (one line) with face `faceIndex` of `fontFile`, kerning
  /// on (HarfBuzz's default) or off (`--features=-kern`).
  static func shape(fontFile: URL, faceIndex: Int = 0, text: String, kerning: Bool = true, extents: Bool = false)
    throws -> [Glyph]
  {
    guard !text.contains(where: \.isNewline) else {
      throw Failure(description: "hb-shape treats newlines as separate inputs; pass single-line text")
    }
    var arguments = [
      "--no-glyph-names", "--output-format=text", "--font-file=\(fontFile.path)", "--face-index=\(faceIndex)",
    ]
    if !kerning { arguments.append("--features=-kern") }
    if extents { arguments.append("--show-extents") }
    arguments.append("--text=\(text)")
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    // hb-shape takes the text's language from the locale; the engine sets no
    // language. The C.UTF-8 locale (language "c", no OpenType language
    // system; UTF-8 so that glib still decodes the --text argument) gives the
    // same default shaping whatever the machine's LANG is.
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    environment["LANG"] = "C.UTF-8"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stdout = String(decoding: outputData, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "hb-shape \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return try parse(stdout)
  }

  /// The sum of the x advances, in font units.
  static func totalAdvance(fontFile: URL, faceIndex: Int = 0, text: String, kerning: Bool = true) throws -> Int {
    try shape(fontFile: fontFile, faceIndex: faceIndex, text: text, kerning: kerning).reduce(0) { $0 + $1.xAdvance }
  }

  /// Parses hb-shape's text output: `[gid=cluster@x,y+xadv,yadv|...]`, where
  /// `@x,y` appears only for a non-zero offset and `,yadv` only for a
  /// non-zero y advance.
  static func parse(_ output: String) throws -> [Glyph] {
    let lines = output.split(whereSeparator: \.isNewline).filter { !$0.isEmpty }
    guard lines.count == 1, let line = lines.first else {
      throw Failure(description: "expected one line of hb-shape output, got \(lines.count): \(output)")
    }
    guard line.hasPrefix("["), line.hasSuffix("]") else {
      throw Failure(description: "unexpected hb-shape output: \(line)")
    }
    let body = line.dropFirst().dropLast()
    if body.isEmpty { return [] }
    return try body.split(separator: "|", omittingEmptySubsequences: false).map { try parseGlyph(String($0)) }
  }

  private static func parseGlyph(_ item: String) throws -> Glyph {
    func fail() -> Failure { Failure(description: "cannot parse hb-shape glyph '\(item)'") }
    var scanner = Substring(item)
    func integer() throws -> Int {
      var digits = ""
      if scanner.first == "-" { digits.append(scanner.removeFirst()) }
      while let c = scanner.first, c.isASCII, c.isNumber { digits.append(scanner.removeFirst()) }
      guard let value = Int(digits) else { throw fail() }
      return value
    }
    func expect(_ c: Character) throws {
      guard scanner.first == c else { throw fail() }
      scanner.removeFirst()
    }
    let gid = try integer()
    guard gid >= 0 else { throw fail() }
    try expect("=")
    let cluster = try integer()
    var xOffset = 0
    var yOffset = 0
    if scanner.first == "@" {
      scanner.removeFirst()
      xOffset = try integer()
      try expect(",")
      yOffset = try integer()
    }
    try expect("+")
    let xAdvance = try integer()
    var yAdvance = 0
    if scanner.first == "," {
      scanner.removeFirst()
      yAdvance = try integer()
    }
    var box: [Int]?
    if scanner.first == "<" {
      scanner.removeFirst()
      box = []
      for index in 0..<4 {
        box!.append(try integer())
        try expect(index == 3 ? ">" : ",")
      }
    }
    guard scanner.isEmpty else { throw fail() }
    return Glyph(
      glyphID: UInt32(gid), cluster: cluster, xAdvance: xAdvance, yAdvance: yAdvance, xOffset: xOffset,
      yOffset: yOffset, extents: box)
  }
}
