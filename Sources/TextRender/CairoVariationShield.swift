import CFreeType

/// Keeps cairo away from a variable font's axes while it draws with the
/// font's FreeType face.
///
/// TextMeasure opens each instance of a variable font as a FreeType face of
/// its own, with the instance's design coordinates already set, and glyphs
/// load at those coordinates. Cairo 1.16 (Debian 12) reads the axes of every
/// face it is given with `FT_Get_MM_Var` when it wraps the face and never
/// frees them (about 340 bytes per face wrapped; fixed in later cairo by
/// upstream commits 90e85c24 and a68c1968, which NetBSD's pkgsrc backports),
/// and before loading each glyph it reads them again to set the coordinates
/// it found when it wrapped the face, which are the ones already set.
///
/// FreeType answers every multiple-masters call (`FT_Get_MM_Var` included)
/// only for a face whose `FT_FACE_FLAG_MULTIPLE_MASTERS` flag is set, while
/// it varies a glyph by `FT_FACE_FLAG_VARIATION` and the named instance, not
/// by that flag. Hiding the flag while cairo uses the face therefore draws
/// the same glyphs and leaves cairo nothing to leak.
enum CairoVariationShield {
  /// Runs `body` with `face`'s multiple-masters flag cleared, and sets it
  /// back afterwards.
  ///
  /// - Precondition: the caller holds the face's lock
  ///   (`Font.withFreeTypeFace`), so that nothing else reads the flag
  ///   meanwhile.
  static func withAxesHidden<Result>(of face: FT_Face, _ body: () -> Result) -> Result {
    let flags = face.pointee.face_flags
    face.pointee.face_flags = flags & ~FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS)
    defer { face.pointee.face_flags = flags }
    return body()
  }
}
