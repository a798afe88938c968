import CHarfBuzz

/// A HarfBuzz set of glyph ids (or lookup indices), owned: for working out a face's
/// ``WordBoundaries`` once. (A HarfBuzz set caches its last lookup inside
/// itself, so it is never shared between threads.)
final class GlyphSet {
  let set: OpaquePointer

  /// An empty set.
  init() { set = hb_set_create() }

  deinit { hb_set_destroy(set) }

  var isEmpty: Bool { hb_set_is_empty(set) != 0 }

  func contains(_ glyph: UInt32) -> Bool { hb_set_has(set, glyph) != 0 }

  func insert(_ glyph: UInt32) { hb_set_add(set, glyph) }

  /// Adds the glyphs of `other`; whether that added any.
  @discardableResult
  func formUnion(_ other: GlyphSet) -> Bool {
    let before = hb_set_get_population(set)
    hb_set_union(set, other.set)
    return hb_set_get_population(set) != before
  }

  /// Removes the glyphs of `other`.
  func subtract(_ other: GlyphSet) { hb_set_subtract(set, other.set) }

  /// Whether a glyph is in both sets.
  func intersects(_ other: GlyphSet) -> Bool {
    let both = hb_set_copy(set)
    defer { hb_set_destroy(both) }
    hb_set_intersect(both, other.set)
    return hb_set_is_empty(both) == 0
  }

  /// The values, ascending.
  var elements: [UInt32] {
    var elements: [UInt32] = []
    var value = hb_codepoint_t.max  // `HB_SET_VALUE_INVALID` starts the walk.
    while hb_set_next(set, &value) != 0 { elements.append(value) }
    return elements
  }

  /// The glyphs, one bit each in 64-bit words (glyph `g` is bit `g % 64`
  /// of word `g / 64`), for glyphs below `limit`.
  func bits(below limit: Int) -> [UInt64] {
    var words = [UInt64](repeating: 0, count: (limit + 63) / 64)
    var glyph = hb_codepoint_t.max  // `HB_SET_VALUE_INVALID` starts the walk.
    while hb_set_next(set, &glyph) != 0 && Int(glyph) < limit {
      words[Int(glyph) / 64] |= 1 << UInt64(glyph % 64)
    }
    return words
  }
}
