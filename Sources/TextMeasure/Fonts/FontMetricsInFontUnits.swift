import CFreeType
import CHarfBuzz

/// A face's vertical metrics as stored in its tables, in font units.
///
/// Apple's text system reads `hhea` and ignores the OS/2 `USE_TYPO_METRICS`
/// flag, so this does too. A face without `hhea` (a bare CFF or Type 1 font)
/// falls back to the OS/2 typographic metrics, and a face with neither to
/// FreeType's own `ascender`/`descender`/`height`.
struct FontMetricsInFontUnits: Sendable, Hashable {
  /// Where the ascender, descender and line gap were read.
  enum Source: String, Sendable { case hhea, os2Typo, freeType }

  var unitsPerEm: Int
  /// Font units: whole as stored, fractional once varied (``varied(by:)``).
  var ascender: Double
  /// Negative below the baseline, as stored.
  var descender: Double
  var lineGap: Double
  /// OS/2 `sCapHeight` (version 2 or later), else nil.
  var capHeight: Int?
  /// OS/2 `sxHeight` (version 2 or later), else nil.
  var xHeight: Int?
  var source: Source

  init(unitsPerEm: Int, ascender: Double, descender: Double, lineGap: Double, source: Source) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.source = source
  }

  /// Reads the tables of an open FreeType face.
  init(face: FT_Face) {
    // FreeType leaves `units_per_EM` unset for bitmap-only faces (CBDT emoji):
    // read `head` itself, as HarfBuzz does.
    let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
    unitsPerEm = Int(head?.Units_Per_EM ?? face.pointee.units_per_EM)
    let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
    if let os2, os2.version != 0xFFFF, os2.version >= 2 {
      capHeight = Int(os2.sCapHeight)
      xHeight = Int(os2.sxHeight)
    }
    if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self)
      .pointee, hhea.Ascender != 0 || hhea.Descender != 0
    {
      ascender = Double(hhea.Ascender)
      descender = Double(hhea.Descender)
      lineGap = Double(hhea.Line_Gap)
      source = .hhea
    } else if let os2, os2.version != 0xFFFF {
      ascender = Double(os2.sTypoAscender)
      descender = Double(os2.sTypoDescender)
      lineGap = Double(os2.sTypoLineGap)
      source = .os2Typo
    } else {
      ascender = Double(face.pointee.ascender)
      descender = Double(face.pointee.descender)
      lineGap = max(0, Double(face.pointee.height) - ascender + descender)
      source = .freeType
    }
    if unitsPerEm <= 0 { unitsPerEm = 1000 }
  }

  /// The metrics of a variable face's instance: `hhea` values moved by the
  /// `MVAR` deltas of the horizontal ascender, descender and line gap
  /// (`hasc`, `hdsc`, `hlgp`) at the coordinates of `font` (a HarfBuzz font
  /// at a scale of one unit per font unit), as FreeType and HarfBuzz vary
  /// them. The OS/2 and FreeType fallbacks are read from a FreeType face
  /// set to the instance, which has varied them already.
  func varied(by font: OpaquePointer) -> FontMetricsInFontUnits {
    guard source == .hhea else { return self }
    var varied = self
    varied.ascender += Double(hb_ot_metrics_get_variation(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER))
    varied.descender += Double(hb_ot_metrics_get_variation(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER))
    varied.lineGap += Double(hb_ot_metrics_get_variation(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    return varied
  }
}
