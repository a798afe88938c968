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
    let face = attributes.font.face
    var hasLetter = false
    for unit in text {
      guard unit < 0x80, unit < 0x20 || unit == 0x7F || face.covers(UInt32(unit)) else { return nil }
      hasLetter = hasLetter || Self.isASCIILetter(unit)
    }
    return TextRun(
      range: 0..<text.count, font: attributes.font, style: RunStyle(attributes),
      script: hasLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON,
      direction: BidiLevels.isRightToLeft(bidi.paragraphLevel) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR,
      language: attributes.language)
  }
}
