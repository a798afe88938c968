import Foundation
import TextMeasure

/// The fonts text is laid out in: the bundled Inter faces, the system font
/// (which is Inter) at three weights, and the pinned Debian files the tests
/// use (`Tests/FontOracles/FontFiles.swift`, installed by
/// `scripts/debian-packages.txt`): Latin, Arabic, Hebrew, Devanagari, CJK
/// and colour emoji, TrueType and CFF, one file a collection; and the test
/// fixtures of issue 17, a font with an AAT `trak` table and a variable font
/// at four instances (its `opsz` follows the fuzzed size unless fixed).
enum FuzzFonts {
  /// The bundled faces, by PostScript name.
  private static let interNames = [
    "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", "Inter-Italic", "Inter-BoldItalic",
  ]
  /// The system font's weights tried.
  private static let systemWeights: [Font.Weight] = [.regular, .semibold, .black]
  /// The Debian files and face indices.
  private static let debianFaces: [(path: String, faceIndex: Int)] = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 0),
    ("/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
  ]

  /// Every font at 17 pt, its faces opened by `engine`.
  ///
  /// Traps when a face cannot be opened: a run without a pinned font would
  /// test less than it claims.
  static func all(engine: TextEngine) -> [Font] {
    let inter = interNames.map { name in
      opened("bundled font \(name)") { try Font(name: name, size: 17, engine: engine) }
    }
    let system = systemWeights.map { Font.systemFont(ofSize: 17, weight: $0, engine: engine) }
    let debian = debianFaces.map { face in
      opened("\(face.path) face \(face.faceIndex) (install scripts/debian-packages.txt)") {
        try Font(fileURL: URL(fileURLWithPath: face.path), size: 17, faceIndex: face.faceIndex, engine: engine)
      }
    }
    return inter + system + debian + fixtures(engine: engine)
  }

  /// The repository's fixture fonts (`Tests/TextMeasureTests/Fixtures/`):
  /// this file is `Fuzz/Sources/fuzz-text-layout/FuzzFonts.swift`.
  private static let fixtureFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/TextMeasureTests/Fixtures")

  /// Inter Tracked, and DejaVu Variable at its default instance, at wght
  /// 250 (between `avar`'s points), at wght 900 with opsz fixed beyond its
  /// range (clamped to 72), and at its named instance Thin.
  private static func fixtures(engine: TextEngine) -> [Font] {
    let tracked = opened("the trak fixture") {
      try Font(fileURL: fixtureFolder.appendingPathComponent("InterTracked.otf"), size: 17, engine: engine)
    }
    let variable = opened("the variable fixture") {
      try Font(fileURL: fixtureFolder.appendingPathComponent("DejaVuVariable.ttf"), size: 17, engine: engine)
    }
    let instances = [
      opened("wght 250") { try variable.withVariations(["wght": 250]) },
      opened("wght 900, opsz 200") { try variable.withVariations(["wght": 900, "opsz": 200]) },
      opened("Thin") { try variable.withNamedInstance("Thin") },
    ]
    return [tracked, variable] + instances
  }

  private static func opened(_ what: String, _ open: () throws -> Font) -> Font {
    do {
      return try open()
    } catch {
      fatalError("cannot open \(what): \(error)")
    }
  }
}
