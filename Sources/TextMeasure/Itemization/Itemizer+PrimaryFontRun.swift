import CHarfBuzz

extension Itemizer {
  /// The paragraph as one run of `attributes`' font, for a text whose one
  /// attribute run is `attributes`, when the paragraph is ASCII that font
  /// has (controls and DEL need no font) at one bidi level; `nil` for any
  /// other paragraph, which ``runs(attributeRuns:into:)`` splits.
  ///
  /// The run ``runs(attributeRuns:into:)`` makes of such a paragraph, found
  /// in one pass without the cluster rules: every cluster takes the primary
  /// font (it has each printable character, and a control decides no font),
  /// keeps the one level, and joins the run before it; the run's script is
  /// Latin when a letter is in it, else Common (every other ASCII character
  /// is Common).
  func primaryFontRun(attributes: TextAttributes) -> TextRun? {
    guard !text.isEmpty, bidi.isUniform else { return nil }
    // The characters the paragraph holds, one bit each (U+0000…U+003F in
    // `low`, U+0040…U+007F in `high`, any unit above in `allUnits`); the
    // font is asked about each once.
    var low: UInt64 = 0
    var high: UInt64 = 0
    var allUnits: UInt16 = 0
    for unit in text {
      allUnits |= unit
      let bit = UInt64(1) &<< UInt64(unit & 63)
      low |= unit < 64 ? bit : 0
      high |= unit >= 64 ? bit : 0
    }
    // Controls and DEL need no font.
    let face = attributes.font.face
    guard allUnits < 0x80, Self.has(face, low & ~Self.controlBits, from: 0),
      Self.has(face, high & ~Self.deleteBit, from: 64)
    else { return nil }
    return TextRun(
      range: 0..<text.count, font: attributes.font, style: RunStyle(attributes),
      script: high & Self.letterBits != 0 ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON,
      direction: BidiLevels.isRightToLeft(bidi.paragraphLevel) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR,
      language: attributes.language)
  }

  /// Whether `face` has every character whose bit is set in `bits` (bit
  /// `i`: the character `base + i`).
  private static func has(_ face: FontFace, _ bits: UInt64, from base: UInt32) -> Bool {
    var rest = bits
    while rest != 0 {
      guard face.covers(base + UInt32(rest.trailingZeroBitCount)) else { return false }
      rest &= rest - 1
    }
    return true
  }

  /// U+0000…U+001F, as bits of the `low` word of ``primaryFontRun(attributes:)``.
  private static let controlBits: UInt64 = 0xFFFF_FFFF
  /// U+007F DELETE, as a bit of the `high` word.
  private static let deleteBit: UInt64 = 1 << 63
  /// A…Z and a…z (U+0041…U+005A, U+0061…U+007A), as bits of the `high` word.
  private static let letterBits: UInt64 = 0x07FF_FFFE_07FF_FFFE
}
