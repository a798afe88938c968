extension Font {
  /// A font weight on UIKit's scale (`UIFont.Weight`): −1 lightest, 0 regular, 1 heaviest.
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The weight on UIKit's scale.
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// A weight on UIKit's scale.
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    // UIKit's values for the named weights.
    /// UIKit's ultra-light, −0.8 (Inter Regular here).
    public static let ultraLight = Weight(-0.8)
    /// UIKit's thin, −0.6 (Inter Regular here).
    public static let thin = Weight(-0.6)
    /// UIKit's light, −0.4 (Inter Regular here).
    public static let light = Weight(-0.4)
    /// UIKit's regular, 0.
    public static let regular = Weight(0)
    /// UIKit's medium, 0.23.
    public static let medium = Weight(0.23)
    /// UIKit's semibold, 0.3.
    public static let semibold = Weight(0.3)
    /// UIKit's bold, 0.4.
    public static let bold = Weight(0.4)
    /// UIKit's heavy, 0.56 (Inter Bold here).
    public static let heavy = Weight(0.56)
    /// UIKit's black, 0.62 (Inter Bold here).
    public static let black = Weight(0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The system font: the San Francisco fonts the engine was given, else
  /// the bundled Inter in the role SF Pro plays on iOS.
  ///
  /// In this order:
  /// 1. the folder given to ``TextEngine/useSystemFonts(in:families:)``, or
  ///    named by the `TEXTMEASURE_SYSTEM_FONTS` environment variable when
  ///    the engine was made: its variable SF Pro at `weight` on its weight
  ///    axis (the optical size following `size`), or else SF Pro Text below
  ///    20 pt and SF Pro Display from 20 pt, the face of the nearest weight;
  /// 2. the bundled Inter, which ships Regular, Medium, SemiBold and Bold:
  ///    lighter weights give Regular, heavier ones Bold. It measures lines
  ///    with San Francisco's metrics (``usesSanFranciscoMetrics``), so
  ///    heights are iOS's; widths are Inter's.
  ///
  /// ``TextEngine/systemFontDescription`` says which is in use, and the
  /// font's ``description`` names its face. Never throws; if the face
  /// cannot be opened, the font has no glyphs and measuring with it throws
  /// ``TextLayoutError/fontUnavailable(_:)``.
  ///
  /// - Parameters:
  ///   - size: the point size.
  ///   - weight: the weight (UIKit's scale).
  ///   - italic: the italic face: Inter Italic, or Inter Bold Italic from
  ///     between SemiBold and Bold up.
  ///   - engine: the engine that opens the face.
  public static func systemFont(
    ofSize size: Double, weight: Weight = .regular, italic: Bool = false, engine: TextEngine = .shared
  ) -> Font {
    guard let folder = engine.systemFontFolder else {
      return bundled(BundledFont(weight: weight, italic: italic), size: size, engine: engine)
    }
    let (face, isVariable) = folder.face(size: size, weight: weight, italic: italic)
    let font = opened(face.path, size: size) { try engine.fonts.face(path: face.path, index: face.index) }
    return isVariable ? font.withWeight(weight) : font
  }

  /// The bold system font (Inter Bold, or the system fonts' bold).
  public static func boldSystemFont(ofSize size: Double, engine: TextEngine = .shared) -> Font {
    systemFont(ofSize: size, weight: .bold, engine: engine)
  }

  /// The italic system font (Inter Italic, or the system fonts' italic).
  public static func italicSystemFont(ofSize size: Double, engine: TextEngine = .shared) -> Font {
    systemFont(ofSize: size, italic: true, engine: engine)
  }

  /// The monospaced system font: DejaVu Sans Mono, found through Fontconfig
  /// (Debian's `fonts-dejavu-core`), in the role SF Mono plays on iOS.
  ///
  /// DejaVu Sans Mono has a Book and a Bold face. As CSS Fonts Level 4's
  /// matching picks between two such faces (§5.2: a weight above 500 looks
  /// heavier first), semibold (0.3) and heavier give Bold, medium (0.23) and
  /// lighter give Book. Never throws; when the family is not installed, the
  /// font has no glyphs and measuring with it throws
  /// ``TextLayoutError/fontUnavailable(_:)``.
  ///
  /// - Parameters:
  ///   - size: the point size.
  ///   - weight: the weight (UIKit's scale).
  ///   - engine: the engine that finds and opens the face.
  public static func monospacedSystemFont(ofSize size: Double, weight: Weight = .regular, engine: TextEngine = .shared)
    -> Font
  {
    let name = weight >= .semibold ? "DejaVu Sans Mono Bold" : "DejaVu Sans Mono"
    return opened(name, size: size) { try engine.fonts.face(named: name) }
  }

  /// The bundled face in SF Pro's role: with San Francisco's line metrics.
  private static func bundled(_ font: BundledFont, size: Double, engine: TextEngine) -> Font {
    opened(font.postScriptName, size: size, usesSanFranciscoMetrics: true) { try engine.fonts.face(font) }
  }

  /// The font of the face `open` gives, or a font without glyphs that
  /// carries the error when it fails.
  private static func opened(
    _ name: String, size: Double, usesSanFranciscoMetrics: Bool = false, _ open: () throws -> FontFace
  ) -> Font {
    let face: FontFace
    do {
      face = try open()
    } catch {
      face = FontFace.unavailable(error as? FontError ?? .notFound(name: name, searched: []))
    }
    return Font(face: face, pointSize: size, usesSanFranciscoMetrics: usesSanFranciscoMetrics)
  }
}
