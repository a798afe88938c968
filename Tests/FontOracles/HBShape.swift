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
public enum HBShape {
  /// One output glyph.
  public struct Glyph: Equatable, Sendable, CustomStringConvertible {
    /// The glyph's index in the font.
    public var glyphID: UInt32
    /// Code point index of the glyph's cluster in the text.
    public var cluster: Int
    /// Horizontal advance, in font units.
    public var xAdvance: Int
    /// Vertical advance, in font units.
    public var yAdvance: Int
    /// Horizontal offset from the pen position, in font units.
    public var xOffset: Int
    /// Vertical offset from the pen position, in font units (up is positive).
    public var yOffset: Int
    /// With `extents: true`: the ink box in font units (x bearing, y bearing
    /// up from the baseline, width, height, negative downward).
    public var extents: [Int]? = nil

    /// A glyph with these values, as hb-shape would print them.
    public init(
      glyphID: UInt32, cluster: Int, xAdvance: Int, yAdvance: Int, xOffset: Int, yOffset: Int, extents: [Int]? = nil
    ) {
      self.glyphID = glyphID
      self.cluster = cluster
      self.xAdvance = xAdvance
      self.yAdvance = yAdvance
      self.xOffset = xOffset
      self.yOffset = yOffset
      self.extents = extents
    }

    /// hb-shape's own notation, `gid=cluster@x,y+xadv,yadv`.
    public var description: String { "\(glyphID)=\(cluster)@\(xOffset),\(yOffset)+\(xAdvance),\(yAdvance)" }
  }

  /// Why hb-shape could not give an answer. Tests that need it fail with this
  /// message (they never skip).
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong: the command line, its exit status and its errors.
    public var description: String

    /// A failure that says `description`.
    public init(description: String) { self.description = description }
  }

  /// The hb-shape executable: the first on PATH, else /usr/bin/hb-shape.
  public static func executable() throws -> URL {
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
  /// on (HarfBuzz's default) or off (`--features=-kern`), with `features`
  /// in hb-shape's syntax (e.g. `["-liga", "-clig"]`) added, at the
  /// variable-font location `variations` (user coordinates by axis tag,
  /// `--variations=opsz=12,wght=700`; empty: the default instance).
  /// With `pointSize`, hb-shape's `--font-ptem` (HarfBuzz applies an AAT
  /// `trak` table only when given a size).
  public static func shape(
    fontFile: URL, faceIndex: Int = 0, text: String, kerning: Bool = true, features: [String] = [],
    extents: Bool = false, variations: [String: Double] = [:], pointSize: Double? = nil
  ) throws -> [Glyph] {
    guard !text.contains(where: \.isNewline) else {
      throw Failure(description: "hb-shape treats newlines as separate inputs; pass single-line text")
    }
    var arguments = [
      "--no-glyph-names", "--output-format=text", "--font-file=\(fontFile.path)", "--face-index=\(faceIndex)",
    ]
    let allFeatures = (kerning ? [] : ["-kern"]) + features
    if !allFeatures.isEmpty { arguments.append("--features=\(allFeatures.joined(separator: ","))") }
    if extents { arguments.append("--show-extents") }
    if !variations.isEmpty { arguments.append("--variations=\(variationsArgument(variations))") }
    if let pointSize { arguments.append("--font-ptem=\(pointSize)") }
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

  /// The sum of the x advances, in font units (at `variations`, as in
  /// ``shape(fontFile:faceIndex:text:kerning:features:extents:variations:)``).
  public static func totalAdvance(
    fontFile: URL, faceIndex: Int = 0, text: String, kerning: Bool = true, features: [String] = [],
    variations: [String: Double] = [:]
  ) throws -> Int {
    try shape(
      fontFile: fontFile, faceIndex: faceIndex, text: text, kerning: kerning, features: features,
      variations: variations
    )
    .reduce(0) { $0 + $1.xAdvance }
  }

  /// hb-shape's `--variations` value: `tag=value` pairs by tag, comma
  /// separated, whole numbers without a fraction (`opsz=12,wght=700`).
  static func variationsArgument(_ variations: [String: Double]) -> String {
    variations.sorted { $0.key < $1.key }.map { tag, value in
      value == value.rounded() && abs(value) < 1e15 ? "\(tag)=\(Int(value))" : "\(tag)=\(value)"
    }.joined(separator: ",")
  }

  /// The width of `text` on one line at `size` points: the sum of the x
  /// advances × size / unitsPerEm, with unitsPerEm read from the font's
  /// `head` table by ``SfntTables``.
  public static func width(
    fontFile: URL, faceIndex: Int = 0, text: String, size: Double, kerning: Bool = true
  ) throws -> Double {
    let units = try totalAdvance(fontFile: fontFile, faceIndex: faceIndex, text: text, kerning: kerning)
    let upem = try SfntTables(contentsOf: fontFile, faceIndex: faceIndex).head().unitsPerEm
    return Double(units) * size / Double(upem)
  }

  /// Parses hb-shape's text output: `[gid=cluster@x,y+xadv,yadv|...]`, where
  /// `@x,y` appears only for a non-zero offset and `,yadv` only for a
  /// non-zero y advance.
  public static func parse(_ output: String) throws -> [Glyph] {
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
