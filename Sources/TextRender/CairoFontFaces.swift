import CCairo
import CFreeType
import Foundation
import TextMeasure
internal import _TextMeasureSupport

/// The cairo font face of each FreeType face drawn lately: the
/// ``defaultCapacity`` faces used last, so that drawing in ever new fonts
/// (a server rendering users' font files) does not keep every one.
///
/// Each cairo face keeps the `Font` whose FreeType face it draws with until
/// cairo destroys it (cairo's user data on the face, as cairo's documentation
/// asks of faces made from an `FT_Face`): forgetting a face here drops only
/// this table's reference, and scaled fonts cairo still holds keep drawing.
///
/// Thread safety: FreeType faces are not thread-safe, and cairo loads glyphs
/// through the face it was given. Every cairo call that can touch a face
/// (making its cairo face, scaling it, drawing its glyphs) and every check of
/// which glyphs load (``LoadableGlyphs``) therefore runs inside
/// `Font.withFreeTypeFace`, which holds the face's lock, the same lock
/// TextMeasure takes for its own uses of the face. The table's lock is only
/// ever taken inside a face's lock, never the other way round, so the two
/// cannot deadlock.
///
/// Cairo remembers the size it last set on a face and sets it again only
/// when it needs another; this relies on nothing else changing a face's size
/// (TextMeasure reads tables through FreeType and never sets sizes, and
/// ``LoadableGlyphs`` has cairo set them, through
/// `cairo_ft_scaled_font_lock_face`).
final class CairoFontFaces: @unchecked Sendable {
  /// The process's table.
  static let shared = CairoFontFaces(capacity: defaultCapacity)

  /// How many faces ``shared`` keeps: as many as TextMeasure keeps open
  /// beyond those a `Font` holds.
  static let defaultCapacity = 64

  /// The load flags cairo is given for every face: unhinted, in colour.
  static let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_COLOR)

  /// A cairo face, the glyphs of it FreeType can load, and those a draw had
  /// cairo load lately. The table's
  /// reference to the face is dropped when the last user of the entry lets
  /// it go.
  final class Entry: @unchecked Sendable {
    let face: OpaquePointer
    let loadableGlyphs = LoadableGlyphs()
    let loadedGlyphs = LoadedGlyphs()

    init(face: OpaquePointer) {
      self.face = face
    }

    deinit {
      cairo_font_face_destroy(face)
    }
  }

  private let lock = NSLock()
  private var entries: LeastRecentlyUsedCache<FaceAddress, Entry>

  /// A table that keeps the `capacity` faces used last.
  init(capacity: Int) {
    entries = LeastRecentlyUsedCache(costLimit: capacity)
  }

  /// How many faces the table holds.
  var count: Int { lock.withLock { entries.count } }

  /// The cairo face for `freeTypeFace`, which is `font`'s, made on first use
  /// (or found alive in cairo, which keeps one face per `FT_Face` and load
  /// flags).
  ///
  /// Glyphs load unhinted (`FT_LOAD_NO_HINTING`) and in colour where the
  /// face has colour glyphs (`FT_LOAD_COLOR`: Noto Color Emoji's CBDT
  /// bitmaps, and COLRv0 glyphs, which FreeType ≥ 2.10 renders layer by
  /// layer into a colour bitmap that cairo 1.16 draws as it is), with the
  /// face's ``LoadableGlyphs``. nil when cairo fails to make the face.
  ///
  /// - Precondition: the caller holds `font.withFreeTypeFace` and hides the
  ///   face's axes from cairo (``CairoVariationShield``).
  func face(for freeTypeFace: FT_Face, of font: Font) -> Entry? {
    let key = FaceAddress(freeTypeFace)
    return lock.withLock {
      if let entry = entries.value(forKey: key) { return entry }
      guard let face = cairo_ft_font_face_create_for_ft_face(freeTypeFace, Self.loadFlags) else { return nil }
      let entry = Entry(face: face)
      guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS, Self.keep(font, aliveWith: face) else {
        return nil
      }
      entries.insert(entry, forKey: key)
      return entry
    }
  }

  /// Has cairo hold `font` (and so its FreeType face) until it destroys
  /// `face`. Setting it again on a face cairo kept alive replaces the old
  /// reference, to the same face.
  private static func keep(_ font: Font, aliveWith face: OpaquePointer) -> Bool {
    let holder = Unmanaged.passRetained(FontHolder(font)).toOpaque()
    let status = cairo_font_face_set_user_data(face, fontHolderKey, holder) { holder in
      holder.map { Unmanaged<FontHolder>.fromOpaque($0).release() }
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      Unmanaged<FontHolder>.fromOpaque(holder).release()
      return false
    }
    return true
  }

  /// The user-data key under which a cairo face holds its font (cairo
  /// compares keys by address).
  nonisolated(unsafe) private static let fontHolderKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(
    capacity: 1)
}

/// A font, boxed for cairo's user data.
private final class FontHolder {
  let font: Font
  init(_ font: Font) { self.font = font }
}

/// A FreeType face as a key of the table: its address, which no other face
/// has while the table holds it (the face's font is kept alive with it).
private struct FaceAddress: CacheKey {
  let address: Int
  let cacheHash: Int

  init(_ face: FT_Face) {
    address = Int(bitPattern: UnsafeRawPointer(face))
    var mixer = CacheHashMixer(address)
    mixer.combine(1)
    cacheHash = mixer.value
  }

  static func == (left: FaceAddress, right: FaceAddress) -> Bool { left.address == right.address }
}
