import CCairo
import CFreeType
import Foundation
import TextMeasure
internal import _TextMeasureSupport

/// The cairo font face of each face drawn lately: the ``defaultCapacity``
/// faces used last, so that drawing in ever new fonts (a server rendering
/// users' font files) does not keep every one.
///
/// Each cairo face draws with a FreeType face of its own
/// (`Font.makeDetachedFreeTypeFace()`, over the same bytes as the engine's
/// face, at the same instance, with its axes hidden from cairo by
/// ``CairoVariationShield``), which it keeps until cairo destroys it
/// (cairo's user data on the face, as cairo's documentation asks of faces
/// made from an `FT_Face`): forgetting a face here drops only this table's
/// reference, and scaled fonts cairo still holds keep drawing.
///
/// Thread safety: FreeType faces are not thread-safe. Nothing but cairo
/// and ``LoadableGlyphs`` uses a cairo face's FreeType face, and both go
/// through cairo's lock on it (cairo-ft-font.c locks the face around each
/// glyph it loads; ``LoadableGlyphs`` takes it with
/// `cairo_ft_scaled_font_lock_face` for each glyph it checks). So a draw
/// holds the face one glyph at a time: another thread drawing in the same
/// face (at another size, say) loads its glyphs between those of a long
/// draw instead of after it, and neither waits for the engine's lock on
/// its own FreeType face, which measuring takes. The table's lock guards
/// only the table, and is never held while a face is made or used.
///
/// Cairo remembers the size it last set on a face and sets it again when a
/// scaled font of another size locks it, so nothing else may change the
/// face's size (``LoadableGlyphs`` has cairo set it, through
/// `cairo_ft_scaled_font_lock_face`).
final class CairoFontFaces: @unchecked Sendable {
  /// The process's table.
  static let shared = CairoFontFaces(capacity: defaultCapacity)

  /// How many faces ``shared`` keeps: as many as TextMeasure keeps open
  /// beyond those a `Font` holds.
  static let defaultCapacity = 64

  /// The load flags cairo is given for every face: unhinted, in colour.
  static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR)

  /// A cairo face and the glyphs of it FreeType can load. The table's
  /// reference to the face is dropped when the last user of the entry lets
  /// it go.
  final class Entry: @unchecked Sendable {
    let face: OpaquePointer
    let loadableGlyphs = LoadableGlyphs()

    init(face: OpaquePointer) {
      self.face = face
    }

    deinit {
      cairo_font_face_destroy(face)
    }
  }

  private let lock = NSLock()
  private var entries: LeastRecentlyUsedCache<FaceKey, Entry>

  /// A table that keeps the `capacity` faces used last.
  init(capacity: Int) {
    entries = LeastRecentlyUsedCache(costLimit: capacity)
  }

  /// How many faces the table holds.
  var count: Int { lock.withLock { entries.count } }

  /// The cairo face for `font`'s face, made on first use.
  ///
  /// Glyphs load unhinted (`FT_LOAD_NO_HINTING`) and in colour where the
  /// face has colour glyphs (`FT_LOAD_COLOR`: Noto Color Emoji's CBDT
  /// bitmaps, and COLRv0 glyphs, which FreeType ≥ 2.10 renders layer by
  /// layer into a colour bitmap that cairo 1.16 draws as it is), with the
  /// face's ``LoadableGlyphs``. nil when the face could not be opened, or
  /// FreeType or cairo fails to make the face (out of memory).
  func face(for font: Font) -> Entry? {
    let key = FaceKey(font.faceObjectIdentifier)
    if let entry = lock.withLock({ entries.value(forKey: key) }) { return entry }
    // Made outside the table's lock: opening a large face takes a while.
    guard let detached = font.makeDetachedFreeTypeFace() else { return nil }
    CairoVariationShield.hideAxes(of: detached.face)
    guard let face = cairo_ft_font_face_create_for_ft_face(detached.face, Self.loadFlags) else { return nil }
    let made = Entry(face: face)
    guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS, Self.keep(detached, aliveWith: face) else {
      return nil
    }
    return lock.withLock {
      // Another thread may have made one meanwhile: keep one.
      if let entry = entries.value(forKey: key) { return entry }
      entries.insert(made, forKey: key)
      return made
    }
  }

  /// Has cairo hold `detached` (its FreeType face) until it destroys `face`.
  private static func keep(_ detached: DetachedFreeTypeFace, aliveWith face: OpaquePointer) -> Bool {
    let holder = Unmanaged.passRetained(detached).toOpaque()
    let status = cairo_font_face_set_user_data(face, freeTypeFaceKey, holder) { holder in
      holder.map { Unmanaged<DetachedFreeTypeFace>.fromOpaque($0).release() }
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      Unmanaged<DetachedFreeTypeFace>.fromOpaque(holder).release()
      return false
    }
    return true
  }

  /// The user-data key under which a cairo face holds its FreeType face
  /// (cairo compares keys by address).
  nonisolated(unsafe) private static let freeTypeFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
    capacity: 1)
}

/// A face as a key of the table: the engine's face object, which no other
/// face is while the table holds it (the cairo face keeps it alive).
private struct FaceKey: CacheKey {
  let face: ObjectIdentifier
  let cacheHash: Int

  init(_ face: ObjectIdentifier) {
    self.face = face
    var mixer = CacheHashMixer(Int(bitPattern: face))
    mixer.combine(1)
    cacheHash = mixer.value
  }
}
