import Foundation
import Testing

@testable import TextMeasure

/// The font files tests may use: the Inter files in the repository's
/// `Fonts/Inter/` (found from this file's path) and Debian files pinned by
/// CI (scripts/install-dependencies.sh).
enum TestFonts {
  /// The repository's root: this file is `Tests/TextMeasureTests/Support/TestFonts.swift`.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // TextMeasureTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The repository's copy of a bundled Inter face, e.g. `inter("Inter-Regular")`.
  static func inter(_ postScriptName: String) -> URL {
    repositoryRoot.appendingPathComponent("Fonts/Inter/\(postScriptName).otf")
  }

  static let interRegular = inter("Inter-Regular")
  static let interMedium = inter("Inter-Medium")
  static let interSemiBold = inter("Inter-SemiBold")
  static let interBold = inter("Inter-Bold")
  static let interItalic = inter("Inter-Italic")
  static let interBoldItalic = inter("Inter-BoldItalic")

  /// Monospaced: every glyph advances 1233 of 2048 units (hb-shape `+1233`).
  static let dejaVuSansMono = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
  static let dejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
  static let liberationSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")
  static let notoSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
  static let notoSansArabic = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
  static let notoColorEmoji = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
  /// A collection: face 0 is Noto Sans CJK JP, face 2 Noto Sans CJK SC.
  static let notoSansCJK = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

  /// Fails the test (never skips) when a pinned file is missing.
  static func requireFile(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "missing font file \(url.path): install the pinned fonts (scripts/install-dependencies.sh)",
      sourceLocation: sourceLocation)
  }

  /// The engine's font for face `faceIndex` of `url` at `size`.
  static func font(
    _ url: URL, size: Double, faceIndex: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Font {
    try requireFile(url, sourceLocation: sourceLocation)
    return try Font(fileURL: url, size: size, faceIndex: faceIndex)
  }

  /// The table reader for face `faceIndex` of `url`.
  static func tables(
    _ url: URL, faceIndex: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SfntTables {
    try requireFile(url, sourceLocation: sourceLocation)
    return try SfntTables(contentsOf: url, faceIndex: faceIndex)
  }

  /// Whether two paths name the same file once symlinks and `..` are resolved.
  static func samePath(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
      == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
  }
}
