import CHarfBuzz

/// Whether a face shaped with a plan keeps words apart: nothing HarfBuzz
/// applies reaches across a space (U+0020), so a word with its trailing
/// spaces shapes to the same glyphs whatever words come before and after
/// it, and its glyphs can be reused (``Shaper/shapeReusingWords(_:in:graphemeStarts:)``).
///
/// This is the font check of Blink's and Minikin's word caches, made
/// stricter. It holds when:
/// - the face has no `morx`, `mort` or `kerx` table (HarfBuzz would apply
///   Apple's state machines, which this does not read);
/// - its legacy `kern` table, if any, is one ``LegacyKernTable`` reads and
///   has no pair with the space glyph;
/// - the space glyph is not classed as a mark or a ligature in `GDEF`, so
///   no lookup flag skips it;
/// - no `GSUB` or `GPOS` lookup the plan applies (HarfBuzz's
///   `hb_ot_shape_plan_collect_lookups`) has the space glyph among the
///   glyphs it reads before, at or after its input or writes
///   (`hb_ot_layout_lookup_collect_glyphs`), skips base glyphs (the space
///   is one), or has a class-based contextual rule that matches unlisted
///   glyphs (``LayoutLookupList/matchesUnlistedGlyphs(lookup:)``), which
///   HarfBuzz's collection does not report.
///
/// A lookup that cannot match the space glyph nor skip it cannot match a
/// sequence that crosses it. A face whose tables cannot be read is taken
/// not to keep words apart.
enum WordIsolation {
  /// Whether `face` shaped with `plan` (made for that face) keeps words apart.
  static func holds(plan: OpaquePointer, face: FontFace) -> Bool {
    let space = face.nominalGlyph(for: 0x20) ?? 0
    let harfBuzzFace = face.harfBuzzFace
    for tag: StaticString in ["morx", "mort", "kerx"] where hasTable(tag, in: harfBuzzFace) { return false }
    if hasTable("kern", in: harfBuzzFace) {
      let hasSpacePair = withTable("kern", in: harfBuzzFace) { LegacyKernTable.hasPair(involving: space, in: $0) }
      guard hasSpacePair == false else { return false }
    }
    let glyphClass = hb_ot_layout_get_glyph_class(harfBuzzFace, space)
    if glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_MARK || glyphClass == HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE { return false }
    return lookupsLeaveSpaceAlone(plan: plan, face: harfBuzzFace, table: .substitution, space: space)
      && lookupsLeaveSpaceAlone(plan: plan, face: harfBuzzFace, table: .positioning, space: space)
  }

  /// Whether no lookup of `table` that `plan` applies reads, writes or skips `space`.
  private static func lookupsLeaveSpaceAlone(
    plan: OpaquePointer, face: OpaquePointer, table: LayoutLookupList.Table, space: UInt32
  ) -> Bool {
    let tag: StaticString = table == .substitution ? "GSUB" : "GPOS"
    let lookups = hb_set_create()
    let glyphs = hb_set_create()
    defer {
      hb_set_destroy(lookups)
      hb_set_destroy(glyphs)
    }
    hb_ot_shape_plan_collect_lookups(plan, .harfBuzzTag(tag), lookups)
    if hb_set_is_empty(lookups) != 0 { return true }
    let passes = withTable(tag, in: face) { bytes -> Bool? in
      guard let list = LayoutLookupList(bytes, table: table) else { return nil }
      // `HB_SET_VALUE_INVALID` (which Swift cannot import) starts the walk.
      var index = hb_codepoint_t.max
      while hb_set_next(lookups, &index) != 0 {
        guard let flags = list.flags(ofLookup: Int(index)), flags & LayoutLookupList.ignoresBaseGlyphs == 0,
          list.matchesUnlistedGlyphs(lookup: Int(index)) == false
        else { return false }
        hb_ot_layout_lookup_collect_glyphs(face, .harfBuzzTag(tag), index, glyphs, glyphs, glyphs, glyphs)
      }
      return true
    }
    return passes == true && hb_set_has(glyphs, space) == 0
  }

  private static func hasTable(_ tag: StaticString, in face: OpaquePointer) -> Bool {
    withTable(tag, in: face) { _ in true } ?? false
  }

  /// What `read` makes of the face's table `tag`, or nil when the face has none.
  private static func withTable<Result>(
    _ tag: StaticString, in face: OpaquePointer, _ read: (UnsafeRawBufferPointer) -> Result?
  ) -> Result? {
    let blob = hb_face_reference_table(face, .harfBuzzTag(tag))
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    return read(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
  }
}
