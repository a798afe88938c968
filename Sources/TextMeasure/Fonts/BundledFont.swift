internal import CTextMeasureFonts

/// The Inter faces shipped with the package, in the role SF Pro plays on iOS.
///
/// Their bytes are built into the binary (the `CTextMeasureFonts` target
/// embeds the files of the top-level `Fonts/Inter` folder), so that they
/// load however the binary is deployed, with no file beside it.
enum BundledFont: String, CaseIterable, Sendable {
  case regular = "Inter-Regular"
  case italic = "Inter-Italic"
  case medium = "Inter-Medium"
  case semibold = "Inter-SemiBold"
  case bold = "Inter-Bold"
  case boldItalic = "Inter-BoldItalic"

  /// The family every bundled face belongs to.
  static let familyName = "Inter"

  /// The PostScript name, which is also the file's base name.
  var postScriptName: String { rawValue }

  /// The full name, e.g. "Inter Bold Italic".
  var fullName: String {
    switch self {
    case .regular: return "Inter Regular"
    case .italic: return "Inter Italic"
    case .medium: return "Inter Medium"
    case .semibold: return "Inter SemiBold"
    case .bold: return "Inter Bold"
    case .boldItalic: return "Inter Bold Italic"
    }
  }

  /// The name of the file the face was built from, e.g. "Inter-Bold.otf".
  var fileName: String { "\(rawValue).otf" }

  /// The face's bytes, those built into the binary (not copied; they live
  /// as long as the process).
  ///
  /// - Throws: ``FontError/notFound(name:searched:)`` if the binary was
  ///   built without the face.
  func bytes() throws -> FontBytes {
    var count = 0
    guard let bytes = tm_bundled_font(rawValue, &count), count > 0 else {
      throw FontError.notFound(name: postScriptName, searched: ["the fonts built into the binary"])
    }
    return FontBytes(address: UnsafeRawPointer(bytes), count: count, storage: nil)
  }

  /// The bundled face that answers to `name` (family, full or PostScript
  /// name, case-insensitive); the family alone means Regular.
  init?(name: String) {
    let key = name.lowercased()
    if key == Self.familyName.lowercased() {
      self = .regular
      return
    }
    guard
      let match = Self.allCases.first(where: {
        $0.postScriptName.lowercased() == key || $0.fullName.lowercased() == key
      })
    else { return nil }
    self = match
  }

  /// The face closest to a `UIFont.Weight`-style weight and slant. Only
  /// Regular, Medium, SemiBold and Bold are bundled: lighter weights take
  /// Regular and heavier ones Bold; italic exists in Regular and Bold.
  init(weight: Font.Weight, italic: Bool) {
    let value = weight.rawValue
    if italic {
      self = value >= 0.35 ? .boldItalic : .italic
    } else if value < 0.115 {
      self = .regular
    } else if value < 0.265 {
      self = .medium
    } else if value < 0.35 {
      self = .semibold
    } else {
      self = .bold
    }
  }
}
