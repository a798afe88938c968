import Foundation
import Testing

/// The font files tests may use: the Inter files in the repository's
/// `Fonts/Inter/` (found from this file's path) and Debian files, all pinned
/// by CI (scripts/install-dependencies.sh).
public enum FontFiles {
  /// The repository's root: this file is `Tests/FontOracles/FontFiles.swift`.
  public static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // FontOracles
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The repository's copy of a bundled Inter face, e.g. `inter("Inter-Regular")`.
  public static func inter(_ postScriptName: String) -> URL {
    repositoryRoot.appendingPathComponent("Fonts/Inter/\(postScriptName).otf")
  }

  /// The bundled Inter Regular (what `--font Inter` and the default font are).
  public static let interRegular = inter("Inter-Regular")
  /// The bundled Inter Medium.
  public static let interMedium = inter("Inter-Medium")
  /// The bundled Inter SemiBold.
  public static let interSemiBold = inter("Inter-SemiBold")
  /// The bundled Inter Bold.
  public static let interBold = inter("Inter-Bold")
  /// The bundled Inter Italic.
  public static let interItalic = inter("Inter-Italic")
  /// The bundled Inter Bold Italic.
  public static let interBoldItalic = inter("Inter-BoldItalic")

  /// Inter Regular cut down to Latin-1 with an Apple `trak` table and the
  /// family name "Inter Tracked" (`Tests/TextMeasureTests/Fixtures/InterTracked.otf`,
  /// made by `scripts/make-trak-fixture.py`; see the Fixtures README).
  public static let interTracked = repositoryRoot.appendingPathComponent(
    "Tests/TextMeasureTests/Fixtures/InterTracked.otf")
  /// Inter Regular cut down to Latin-1 with kerning and a ligature across
  /// the space, family "Inter Cross Space"
  /// (`Tests/TextMeasureTests/Fixtures/InterCrossSpace.otf`, made by
  /// `scripts/make-cross-space-fixture.py`; see the Fixtures README).
  public static let interCrossSpace = repositoryRoot.appendingPathComponent(
    "Tests/TextMeasureTests/Fixtures/InterCrossSpace.otf")
  /// DejaVu Sans cut down to Latin-1 and made variable (wght, opsz; `avar`,
  /// `gvar`, `HVAR`, `MVAR`), family "DejaVu Variable Test"
  /// (`Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf`, made by
  /// `scripts/make-variable-fixture.py`; see the Fixtures README).
  public static let dejaVuVariable = repositoryRoot.appendingPathComponent(
    "Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf")

  /// DejaVu Sans Mono (fonts-dejavu-core). Monospaced: every glyph advances
  /// 1233 of 2048 units (hb-shape `+1233`).
  public static let dejaVuSansMono = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
  /// DejaVu Sans Mono Bold (fonts-dejavu-core).
  public static let dejaVuSansMonoBold = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf")
  /// DejaVu Sans (fonts-dejavu-core).
  public static let dejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
  /// Liberation Sans 2.x (fonts-liberation2); its hhea lineGap is not 0.
  public static let liberationSans = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")
  /// Noto Sans (fonts-noto-core).
  public static let notoSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
  /// Noto Sans Arabic (fonts-noto-core).
  public static let notoSansArabic = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
  /// Noto Sans Hebrew (fonts-noto-core).
  public static let notoSansHebrew = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf")
  /// Noto Sans Devanagari (fonts-noto-core).
  public static let notoSansDevanagari = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf")
  /// Noto Naskh Arabic (fonts-noto-core).
  public static let notoNaskhArabic = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf")
  /// Noto Color Emoji (fonts-noto-color-emoji): bitmap glyphs (`CBDT`), no outlines.
  public static let notoColorEmoji = URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
  /// A collection (fonts-noto-cjk): face 0 is Noto Sans CJK JP, face 2 Noto Sans CJK SC.
  public static let notoSansCJK = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

  /// Fails the test (never skips) when a pinned file is missing.
  ///
  /// This is why FontOracles imports Testing: the failure is a `#require`
  /// recorded at the caller's `sourceLocation`.
  public static func requireFile(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "missing font file \(url.path): install the pinned fonts (scripts/install-dependencies.sh)",
      sourceLocation: sourceLocation)
  }

  /// The table reader for face `faceIndex` of `url`, after ``requireFile(_:sourceLocation:)``.
  public static func tables(
    _ url: URL, faceIndex: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SfntTables {
    try requireFile(url, sourceLocation: sourceLocation)
    return try SfntTables(contentsOf: url, faceIndex: faceIndex)
  }

  /// Whether two paths name the same file once symlinks and `..` are resolved.
  public static func samePath(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
      == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
  }
}

extension FontFiles {
  /// The hhea ascender, descender (negative) and line gap of the font at
  /// `path`, in points at `size`.
  public static func hheaMetrics(_ path: String, size: Double) throws -> (
    ascender: Double, descender: Double, lineGap: Double
  ) {
    let tables = try SfntTables(contentsOf: URL(fileURLWithPath: path))
    let upem = Double(try tables.head().unitsPerEm)
    let hhea = try tables.hhea()
    return (
      Double(hhea.ascender) * size / upem, Double(hhea.descender) * size / upem, Double(hhea.lineGap) * size / upem
    )
  }
}
