import Foundation

/// A font file every engine is given: its family name as the font names
/// itself (what Pango asks Fontconfig for), its path and face index.
public struct BenchmarkFontFile: Sendable, Hashable {
  /// The family, e.g. "Noto Sans CJK JP".
  public var family: String
  /// The file.
  public var url: URL
  /// The face in a collection (0 for a single font).
  public var faceIndex: Int
  /// For a variable font, the design values our engine fixes (`Font.withVariations`);
  /// the baselines measure its default instance.
  public var variations: [String: Double] = [:]

  /// The bundled Inter Regular of the main package (`Fonts/Inter/Inter-Regular.otf`).
  public static let inter = BenchmarkFontFile(
    family: "Inter", url: BenchmarkPaths.mainPackageRoot.appendingPathComponent("Fonts/Inter/Inter-Regular.otf"),
    faceIndex: 0)

  /// The oracle's fallback chain, in order (`shared/oracle/oracle_common.py`
  /// `FALLBACK_FONTS`), where Debian 12's font packages install the files.
  public static let fallbacks: [BenchmarkFontFile] = [
    ("Noto Sans", "truetype/noto/NotoSans-Regular.ttf"),
    ("Noto Sans Arabic", "truetype/noto/NotoSansArabic-Regular.ttf"),
    ("Noto Sans Hebrew", "truetype/noto/NotoSansHebrew-Regular.ttf"),
    ("Noto Sans Thai", "truetype/noto/NotoSansThai-Regular.ttf"),
    ("Noto Sans Devanagari", "truetype/noto/NotoSansDevanagari-Regular.ttf"),
    ("Noto Sans CJK JP", "opentype/noto/NotoSansCJK-Regular.ttc"),
    ("Noto Color Emoji", "truetype/noto/NotoColorEmoji.ttf"),
    ("Noto Sans Symbols", "truetype/noto/NotoSansSymbols-Regular.ttf"),
    ("Noto Sans Symbols2", "truetype/noto/NotoSansSymbols2-Regular.ttf"),
    ("Noto Sans Math", "truetype/noto/NotoSansMath-Regular.ttf"),
    ("DejaVu Sans", "truetype/dejavu/DejaVuSans.ttf"),
  ].map { family, path in
    BenchmarkFontFile(family: family, url: URL(fileURLWithPath: "/usr/share/fonts/" + path), faceIndex: 0)
  }

  /// Inter, then the fallbacks: the chain every engine measures with.
  public static let chain = chain(primary: inter)

  /// `primary`, then the fallbacks without its own file.
  public static func chain(primary: BenchmarkFontFile) -> [BenchmarkFontFile] {
    [primary] + fallbacks.filter { $0.url != primary.url }
  }

  /// The variable test font of the main package's tests (DejaVu Sans, Latin,
  /// with `wght` and `opsz` axes), at its default instance: `opsz` fixed at
  /// its default, 12.
  public static let variableDefault = BenchmarkFontFile(
    family: "DejaVu Variable Test",
    url: BenchmarkPaths.mainPackageRoot.appendingPathComponent("Tests/TextMeasureTests/Fixtures/DejaVuVariable.ttf"),
    faceIndex: 0, variations: ["opsz": 12])

  /// The same font at an instance: `wght` 650 and `opsz` following the size (17).
  public static let variableInstance = BenchmarkFontFile(
    family: variableDefault.family, url: variableDefault.url, faceIndex: 0, variations: ["wght": 650])

  /// The primary fonts the benchmarks compare, by key: the bundled Inter,
  /// Noto Sans and DejaVu Sans (the oracle's primaries but Liberation Sans),
  /// and the variable test font at its default instance and at another one.
  public static let primaries: [String: BenchmarkFontFile] = [
    "inter": inter, "noto": fallbacks[0], "dejavu": fallbacks[fallbacks.count - 1],
    "variable-default": variableDefault, "variable-instance": variableInstance,
  ]
}
