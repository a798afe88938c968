import CFreeType
import TextMeasure

/// Where a font puts its underline and strikethrough, in points from the
/// baseline (y downward), and how thick each is.
struct DecorationMetrics: Equatable {
  /// The centre of the underline, below the baseline (positive).
  var underlineCenter: Double
  var underlineThickness: Double
  /// The centre of the strikethrough, above the baseline (negative).
  var strikethroughCenter: Double
  var strikethroughThickness: Double

  /// The metrics of `font`:
  /// - underline: FreeType's `underline_position` (the `post` table's
  ///   position moved to the stem's centre) and `underline_thickness`;
  /// - strikethrough: the `OS/2` table's yStrikeoutPosition (the top of
  ///   the stroke) less half its yStrikeoutSize.
  /// A face without a `post` or `OS/2` table gets a line 1/14 em thick
  /// (a common thickness), the underline 1/10 em below the baseline and the
  /// strikethrough at 1/4 em above it. Nil when the face cannot be opened.
  init?(font: Font) {
    let points = font.glyphPointsPerFontUnit
    let em = Double(font.unitsPerEm)
    let fallbackThickness = em / 14
    guard
      let metrics = font.withFreeTypeFace({ face -> DecorationMetrics in
        let underlineThickness = Double(face.pointee.underline_thickness)
        let hasUnderline = underlineThickness > 0
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let strikeSize = os2.map { Double($0.yStrikeoutSize) } ?? 0
        let hasStrikeout = strikeSize > 0
        return DecorationMetrics(
          underlineCenter: -(hasUnderline ? Double(face.pointee.underline_position) : -em / 10) * points,
          underlineThickness: (hasUnderline ? underlineThickness : fallbackThickness) * points,
          strikethroughCenter: -(hasStrikeout ? Double(os2!.yStrikeoutPosition) - strikeSize / 2 : em / 4) * points,
          strikethroughThickness: (hasStrikeout ? strikeSize : fallbackThickness) * points)
      })
    else { return nil }
    self = metrics
  }

  private init(underlineCenter: Double, underlineThickness: Double, strikethroughCenter: Double, strikethroughThickness: Double) {
    self.underlineCenter = underlineCenter
    self.underlineThickness = underlineThickness
    self.strikethroughCenter = strikethroughCenter
    self.strikethroughThickness = strikethroughThickness
  }
}
