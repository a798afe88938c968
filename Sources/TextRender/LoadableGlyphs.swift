import CCairo
import CFreeType

/// Which glyphs of one face FreeType can load the way cairo loads them, so
/// that only those are handed to cairo.
///
/// Cairo 1.16 ignores `FT_Load_Glyph`'s errors other than out of memory
/// and goes on with whatever the glyph slot holds: for a CBDT glyph whose
/// PNG data is damaged, `cairo_show_glyphs` then spins in pixman and never
/// returns. So each glyph is first loaded through FreeType, with cairo's
/// load flags at the size cairo sets for the scaled font, and a glyph
/// FreeType refuses is not drawn.
///
/// Each answer is remembered, by glyph and, for a face with bitmap strikes,
/// by the pixel size, which decides the strike the glyph comes from (a
/// colour emoji's PNG is decoded only once). At most ``limit`` answers are
/// kept; past that they are forgotten and found again.
///
/// Not thread-safe: used only inside `Font.withFreeTypeFace`, which holds
/// the face's lock (see ``CairoFontFaces``).
final class LoadableGlyphs: @unchecked Sendable {
  /// How many answers are kept (a few hundred KB at most).
  static let limit = 1 << 14

  /// Whether a glyph loads, by ``key(glyph:strike:)``.
  private var answers: [UInt64: Bool] = [:]

  /// Whether FreeType can load `glyph` at `scaledFont`'s size.
  ///
  /// When cairo cannot give the scaled font's face, the scaled font is in
  /// error (out of memory, say): the glyph counts as loadable, because cairo
  /// then loads no glyph and reports its error through the context's
  /// status, which ``Canvas/makeBitmap()`` throws.
  func loads(_ glyph: UInt, in scaledFont: OpaquePointer) -> Bool {
    // Cairo sets the face's size for the scaled font, as it does to draw.
    guard let face = cairo_ft_scaled_font_lock_face(scaledFont) else { return true }
    defer { cairo_ft_scaled_font_unlock_face(scaledFont) }
    let key = Self.key(glyph: glyph, strike: Self.strike(of: face))
    if let loads = answers[key] { return loads }
    let loads = FT_Load_Glyph(face, FT_UInt(truncatingIfNeeded: glyph), CairoFontFaces.loadFlags) == 0
    if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
    answers[key] = loads
    return loads
  }

  /// The face's pixel size (x and y ppem) when it has bitmap strikes, which
  /// FreeType picks by that size; 0 for an outline-only face, whose glyphs
  /// load alike at every size.
  private static func strike(of face: FT_Face) -> UInt32 {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0, let size = face.pointee.size else {
      return 0
    }
    return UInt32(size.pointee.metrics.x_ppem) << 16 | UInt32(size.pointee.metrics.y_ppem)
  }

  /// The answers' key: the glyph in the high half, the strike in the low.
  private static func key(glyph: UInt, strike: UInt32) -> UInt64 {
    UInt64(truncatingIfNeeded: glyph) << 32 | UInt64(strike)
  }
}
