/// The attributes of a range of text that change how it is measured.
public struct TextAttributes: Sendable, Hashable {
  /// The font, with its cascade list.
  public var font: Font
  /// `nil`: the font's own kerning. `0`: kerning off. Any other value:
  /// kerning on, plus that many points of tracking after every grapheme
  /// cluster (the last one of a line included, as on iOS).
  public var kern: Double?
  /// The paragraph's style (read at each paragraph's first character).
  public var paragraphStyle: ParagraphStyle
  /// The text's language as a BCP 47 tag ("ja", "zh-Hant", "ar"): it sorts
  /// the system's fallback fonts (Han characters get Japanese or Chinese
  /// forms) and tells HarfBuzz which language system to shape with. `nil`
  /// means English, whatever the machine's locale, so results do not depend
  /// on `LANG`.
  public var language: String?

  /// Attributes with the given font, kerning, paragraph style and language.
  public init(
    font: Font, kern: Double? = nil, paragraphStyle: ParagraphStyle = .default, language: String? = nil
  ) {
    self.font = font
    self.kern = kern
    self.paragraphStyle = paragraphStyle
    self.language = language
  }

  /// What text without a font gets: the system font at 12 pt, the size
  /// `NSAttributedString` uses when no font is given.
  public static var `default`: TextAttributes { TextAttributes(font: .systemFont(ofSize: 12)) }
}
