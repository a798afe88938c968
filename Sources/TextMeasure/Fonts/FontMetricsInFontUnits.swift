import CFreeType

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
  var ascender: Int
  /// Negative below the baseline, as stored.
  var descender: Int
  var lineGap: Int
  /// OS/2 `sCapHeight` (version 2 or later), else nil.
  var capHeight: Int?
  /// OS/2 `sxHeight` (version 2 or later), else nil.
  var xHeight: Int?
  var source: Source

  init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, source: Source) {
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
      ascender = Int(hhea.Ascender)
      descender = Int(hhea.Descender)
      lineGap = Int(hhea.Line_Gap)
      source = .hhea
    } else if let os2, os2.version != 0xFFFF {
      ascender = Int(os2.sTypoAscender)
      descender = Int(os2.sTypoDescender)
      lineGap = Int(os2.sTypoLineGap)
      source = .os2Typo
    } else {
      ascender = Int(face.pointee.ascender)
      descender = Int(face.pointee.descender)
      lineGap = max(0, Int(face.pointee.height) - ascender + descender)
      source = .freeType
    }
    if unitsPerEm <= 0 { unitsPerEm = 1000 }
  }
}
