/// Character properties the layout needs, on UTF-16 code units and scalars.
enum CharacterClass {
  /// Ends a paragraph: LF, CR (CR LF counts once), NEL, PARAGRAPH SEPARATOR.
  static func isParagraphSeparator(_ unit: UInt16) -> Bool {
    unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029
  }

  /// Whitespace that hangs at the end of a line: it counts neither in the
  /// line's width nor towards the fit. Spaces, tab, line and paragraph
  /// separators, ZWSP and the Zs spaces except the no-break ones (U+00A0,
  /// U+2007, U+202F), the set the oracle uses.
  @inline(__always)
  static func isHangingWhitespace(_ unit: UInt16) -> Bool {
    // ASCII (nearly every unit asked about) without the switch's table.
    if unit < 0x80 { return unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }
    switch unit {
    case 0x20, 0x09, 0x0A, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x2028, 0x2029,
      0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// Controls (C0, DEL, C1) and the line and paragraph separators: drawn as
  /// nothing and zero wide (a tab's width comes from its tab stop).
  static func isInvisibleControl(_ unit: UInt16) -> Bool {
    unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
  }

  /// Characters that any font may carry: controls and default-ignorable code
  /// points (joiners, variation selectors, bidi controls, tags). They never
  /// make a font "lack" a grapheme cluster.
  static func isCoverageNeutral(_ scalar: UInt32) -> Bool {
    if scalar >= 0x20 && scalar < 0x7F { return false }
    switch scalar {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    case 0...0xFFFF:
      return isInvisibleFormat(UInt16(scalar))
    default:
      return false
    }
  }

  /// The default-ignorable format characters of the BMP (soft hyphen,
  /// combining grapheme joiner, zero-width space and joiners, bidi
  /// controls, word joiner and invisible operators, variation selectors,
  /// BOM, Hangul fillers): shaped as nothing, and no kern or tracking
  /// follows them, as Chromium adds no letter-spacing after them (measured:
  /// "ab\u{AD}cd", "ab\u{200B}cd", "ab\u{2060}cd" are as wide as "abcd").
  static func isInvisibleFormat(_ unit: UInt16) -> Bool {
    switch unit {
    case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
      0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0:
      return true
    default:
      return false
    }
  }
}
