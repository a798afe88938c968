/// A face's legacy `kern` table, read only for the pairs that name some glyphs.
///
/// HarfBuzz applies this table when the face's `GPOS` has no `kern`
/// feature. Only the OpenType form is read (a version 0 header: count of
/// subtables; each a version, length and coverage word whose high byte is
/// the format; format 0 lists pairs of glyphs after four counts). Apple's
/// version 1 tables, other formats and anything truncated cannot be
/// answered for: nil.
enum LegacyKernTable {
  /// The glyphs of the pairs of the table `bytes` that have a glyph of
  /// `glyphs` on either side (both sides); nil when the table is not one
  /// this reads.
  static func pairs(involving glyphs: GlyphSet, in bytes: UnsafeRawBufferPointer) -> GlyphSet? {
    let found = GlyphSet()
    let reader = BigEndianReader(bytes)
    guard reader.uint16(at: 0) == 0, let tableCount = reader.uint16(at: 2) else { return nil }
    var subtable = 4
    for _ in 0..<Int(tableCount) {
      guard let length = reader.uint16(at: subtable + 2), let coverage = reader.uint16(at: subtable + 4),
        coverage >> 8 == 0, let pairCount = reader.uint16(at: subtable + 6), length >= 14
      else { return nil }
      for pair in 0..<Int(pairCount) {
        let at = subtable + 14 + 6 * pair
        guard let left = reader.uint16(at: at), let right = reader.uint16(at: at + 2) else { return nil }
        if glyphs.contains(UInt32(left)) || glyphs.contains(UInt32(right)) {
          found.insert(UInt32(left))
          found.insert(UInt32(right))
        }
      }
      // A subtable's 16-bit length overflows past 10,920 pairs: step by the pairs.
      subtable += 14 + 6 * Int(pairCount)
    }
    return found
  }
}
