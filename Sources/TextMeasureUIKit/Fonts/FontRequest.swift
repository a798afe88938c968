#if !canImport(UIKit) && !canImport(AppKit)
import CFreeType
import TextMeasure

/// What a ``UIFont`` was made from: the system font at a weight, or a name.
/// Descriptors' symbolic traits are answered from it.
enum FontRequest: Hashable, Sendable {
  /// The system font (bundled Inter).
  case system(weight: Font.Weight, italic: Bool)
  /// A font found by name.
  case named(String)

  /// The weight from which the system font counts as bold (UIKit's `.bold`).
  private static let boldWeight = Font.Weight.bold

  /// Bold and italic: from the weight for the system font, from the face's
  /// FreeType style flags for a named font.
  func symbolicTraits(of font: Font) -> UIFontDescriptor.SymbolicTraits {
    switch self {
    case .system(let weight, let italic):
      var traits: UIFontDescriptor.SymbolicTraits = italic ? .traitItalic : []
      if weight >= Self.boldWeight { traits.insert(.traitBold) }
      return traits
    case .named:
      let flags = font.withFreeTypeFace { Int($0.pointee.style_flags) } ?? 0
      var traits: UIFontDescriptor.SymbolicTraits = []
      if flags & Int(FT_STYLE_FLAG_BOLD) != 0 { traits.insert(.traitBold) }
      if flags & Int(FT_STYLE_FLAG_ITALIC) != 0 { traits.insert(.traitItalic) }
      return traits
    }
  }

  /// The font of the same family as `font` with exactly `traits` (bold
  /// and italic only) at its size, or nil.
  func face(with traits: UIFontDescriptor.SymbolicTraits, like font: UIFont) -> UIFont? {
    guard traits.isSubset(of: [.traitBold, .traitItalic]) else { return nil }
    let bold = traits.contains(.traitBold)
    let italic = traits.contains(.traitItalic)
    switch self {
    case .system(let weight, _):
      let newWeight = bold ? max(weight, Self.boldWeight) : min(weight, .semibold)
      let face = UIFont.system(ofSize: font.pointSize, weight: newWeight, italic: italic)
      return UIFont(face.engineFont.withTabularDigits(font.engineFont.usesTabularDigits), request: face.request)
    case .named:
      let style = [bold ? "Bold" : nil, italic ? "Italic" : nil].compactMap { $0 }.joined(separator: " ")
      let slanted = [bold ? "Bold" : nil, italic ? "Oblique" : nil].compactMap { $0 }.joined(separator: " ")
      let family = font.familyName
      for name in [style.isEmpty ? family : "\(family) \(style)", "\(family) \(slanted)"] {
        guard let candidate = UIFont(name: name, size: font.pointSize), candidate.familyName == family,
          candidate.request.symbolicTraits(of: candidate.engineFont) == traits
        else { continue }
        return candidate
      }
      return nil
    }
  }
}
#endif
