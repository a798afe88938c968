import CCairo
import CFreeType
import Foundation
import TextMeasure

/// The cairo font face of each FreeType face, made once and kept for the
/// life of the process (as TextMeasure keeps its faces).
///
/// Thread safety: FreeType faces are not thread-safe, and cairo loads glyphs
/// through the face it was given. Every cairo call that can touch a face
/// (making its cairo face, scaling it, drawing its glyphs) and every check of
/// which glyphs load (``LoadableGlyphs``) therefore runs inside
/// `Font.withFreeTypeFace`, which holds the face's lock, the same lock
/// TextMeasure takes for its own uses of the face. The cache's lock is only
/// ever taken inside a face's lock, never the other way round, so the two
/// cannot deadlock.
///
/// Cairo remembers the size it last set on a face and sets it again only
/// when it needs another; this relies on nothing else changing a face's size
/// (TextMeasure reads tables through FreeType and never sets sizes, and
/// ``LoadableGlyphs`` has cairo set them, through
/// `cairo_ft_scaled_font_lock_face`).
final class CairoFontFaces: @unchecked Sendable {
  /// The process's cache.
  static let shared = CairoFontFaces()

  /// The load flags cairo is given for every face: unhinted, in colour.
  static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR)

  /// A cached cairo face, the glyphs of it FreeType can load, and the font
  /// whose FreeType face it draws with (kept so that the FreeType face
  /// outlives the cairo face).
  struct Entry {
    let font: Font
    let face: OpaquePointer
    let loadableGlyphs: LoadableGlyphs
  }

  private let lock = NSLock()
  private var entries: [FT_Face: Entry] = [:]

  private init() {}

  /// The cairo face for `freeTypeFace`, which is `font`'s, made on first use.
  ///
  /// Glyphs load unhinted (`FT_LOAD_NO_HINTING`) and in colour where the
  /// face has colour glyphs (`FT_LOAD_COLOR`: Noto Color Emoji's CBDT
  /// bitmaps, and COLRv0 glyphs, which FreeType ≥ 2.10 renders layer by
  /// layer into a colour bitmap that cairo 1.16 draws as it is), with the
  /// face's ``LoadableGlyphs``. nil when cairo fails to make the face.
  ///
  /// - Precondition: the caller holds `font.withFreeTypeFace`.
  func face(for freeTypeFace: FT_Face, of font: Font) -> Entry? {
    lock.withLock {
      if let entry = entries[freeTypeFace] { return entry }
      guard let face = cairo_ft_font_face_create_for_ft_face(freeTypeFace, Self.loadFlags) else { return nil }
      guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
        cairo_font_face_destroy(face)
        return nil
      }
      let entry = Entry(font: font, face: face, loadableGlyphs: LoadableGlyphs())
      entries[freeTypeFace] = entry
      return entry
    }
  }
}
