/// The glyphs of one face that a draw had cairo load into its cache
/// (``CairoGlyphLoader``) lately, by scaled font, so that the next draws
/// of them skip loading them again.
///
/// Only a shortcut: when cairo has let a glyph go meanwhile, or has given
/// a freed scaled font's address to another, the draw's composite loads the
/// glyph again, under the face's lock like every cairo call that can load a
/// glyph. At most ``limit`` glyphs are remembered; past that they are
/// forgotten and loaded again.
///
/// Not thread-safe: used only inside `Font.withFreeTypeFace`, which holds
/// the face's lock (see ``CairoFontFaces``).
final class LoadedGlyphs: @unchecked Sendable {
  /// How many glyphs are remembered (a few hundred KB at most).
  static let limit = 1 << 14

  /// A glyph of a scaled font.
  private struct Key: Hashable {
    let scaledFont: Int
    let glyph: UInt
  }

  private var keys: Set<Key> = []

  /// Remembers `glyph` of `scaledFont` as loaded; false when it already
  /// was.
  func insert(_ glyph: UInt, of scaledFont: OpaquePointer) -> Bool {
    let key = Key(scaledFont: Int(bitPattern: UnsafeRawPointer(scaledFont)), glyph: glyph)
    if keys.contains(key) { return false }
    if keys.count >= Self.limit { keys.removeAll(keepingCapacity: true) }
    keys.insert(key)
    return true
  }
}
