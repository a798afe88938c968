import CHarfBuzz

/// Where a face shaped with a plan lets a run be split into words that
/// shape the same alone as within any text: after a space (U+0020), before
/// a character that no lookup reaching across a space can match. The
/// words' glyphs can then be reused (``Shaper/shapeReusingWords(_:in:graphemeStarts:)``).
///
/// This is the font check of Blink's and Minikin's word caches, made exact.
/// A lookup match that crosses the split must hold the space glyph before
/// it and the first glyph after it (neither can be skipped, see below), so
/// no match crosses a split when the first glyph after it is never one a
/// lookup that matches a space can match. Worked out once per face and plan:
/// - the space family: the space glyph and every glyph the plan's `GSUB`
///   lookups can turn it into (a lookup whose input holds a glyph of the
///   family adds its outputs, until nothing is added);
/// - the lookups that reach across a space: those of the plan
///   (HarfBuzz's `hb_ot_shape_plan_collect_lookups`) that read, write or
///   skip to a glyph of the family (`hb_ot_layout_lookup_collect_glyphs`:
///   before, input, after, output), and the legacy `kern` table's pairs
///   with one (``LegacyKernTable``); their glyphs are the glyphs that may
///   meet a space;
/// - the glyphs a word must not start with: those, the glyphs `GDEF`
///   classes as marks or ligatures (a lookup flag may skip them and reach
///   the next glyph), and every glyph the plan's `GSUB` lookups can turn into
///   one of these (a lookup whose output holds one adds its input, until
///   nothing is added). A word starts only at a grapheme cluster of one code
///   point whose nominal glyph is not among them.
///
/// There are no boundaries (nil) when the face has a `morx`, `mort` or
/// `kerx` table (Apple's state machines, not read here), a `kern` or
/// layout table that cannot be read, a space glyph classed as a mark or a
/// ligature, or a lookup of the plan that skips base glyphs or has a
/// class-based contextual rule matching unlisted glyphs
/// (``LayoutLookupList/matchesUnlistedGlyphs(lookup:)``), which HarfBuzz's
/// glyph collection does not report. Thread-safe.
final class WordBoundaries: Sendable {
  /// The glyphs a word must not start with, one bit each (see
  /// ``GlyphSet/bits(below:)``); empty when no lookup reaches across a space.
  private let unsafeStarts: [UInt64]

  /// The boundaries of `face` shaped with `plan` (made for that face), or
  /// nil when the face never lets words be shaped apart.
  init?(plan: OpaquePointer, face: FontFace) {
    let harfBuzzFace = face.harfBuzzFace
    for tag: StaticString in ["morx", "mort", "kerx"] where FontTable.exists(tag, in: harfBuzzFace) { return nil }
    let space = face.nominalGlyph(for: 0x20) ?? 0
    let spaceClass = hb_ot_layout_get_glyph_class(harfBuzzFace, space)
    if spaceClass == HB_OT_LAYOUT_GLYPH_CLASS_MARK || spaceClass == HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE { return nil }
    guard let substitutions = PlanLookups(plan: plan, face: harfBuzzFace, table: .substitution),
      let positionings = PlanLookups(plan: plan, face: harfBuzzFace, table: .positioning)
    else { return nil }
    let family = GlyphSet()
    family.insert(space)
    substitutions.closeForward(family)
    let meetsSpace = GlyphSet()
    for lookups in [substitutions, positionings] {
      for glyphs in lookups.glyphs where glyphs.all.intersects(family) { meetsSpace.formUnion(glyphs.all) }
    }
    if FontTable.exists("kern", in: harfBuzzFace) {
      guard let pairs = FontTable.read("kern", in: harfBuzzFace, { LegacyKernTable.pairs(involving: family, in: $0) })
      else { return nil }
      meetsSpace.formUnion(pairs)
    }
    guard !meetsSpace.isEmpty else {
      unsafeStarts = []
      return
    }
    for glyphClass in [HB_OT_LAYOUT_GLYPH_CLASS_MARK, HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE] {
      hb_ot_layout_get_glyphs_in_class(harfBuzzFace, glyphClass, meetsSpace.set)
    }
    substitutions.closeBackward(meetsSpace)
    unsafeStarts = meetsSpace.bits(below: Int(hb_face_get_glyph_count(harfBuzzFace)))
  }

  /// Whether a word can start at `offset` of `text` (after a space, at a
  /// grapheme cluster start, as ``WordPieces`` checks), shaped with `face`:
  /// the cluster is one code point whose nominal glyph no lookup reaching
  /// across a space can match.
  func allowsWord(at offset: Int, in text: UnsafeBufferPointer<UInt16>, graphemeStarts: GraphemeStarts, face: FontFace)
    -> Bool
  {
    if unsafeStarts.isEmpty { return true }
    let unit = text[offset]
    var scalar = UInt32(unit)
    var next = offset + 1
    if UTF16.isLeadSurrogate(unit), next < text.count, UTF16.isTrailSurrogate(text[next]) {
      scalar = 0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(text[next] - 0xDC00))
      next += 1
    }
    guard next == text.count || graphemeStarts[next], let glyph = face.nominalGlyph(for: scalar) else { return false }
    let word = Int(glyph) / 64
    return word < unsafeStarts.count && unsafeStarts[word] & (1 << UInt64(glyph % 64)) == 0
  }
}

/// The glyphs each lookup of a shaping plan in one layout table reads and
/// writes, collected once for ``WordBoundaries``.
private struct PlanLookups {
  struct Glyphs {
    /// What the lookup substitutes or positions.
    let input = GlyphSet()
    /// What it writes.
    let output = GlyphSet()
    /// Everything it reads or writes: before, input, after and output.
    let all = GlyphSet()
  }

  let glyphs: [Glyphs]

  /// The lookups of `table` that `plan` applies, or nil when one skips base
  /// glyphs, has a rule that matches unlisted glyphs, or the table cannot
  /// be read.
  init?(plan: OpaquePointer, face: OpaquePointer, table: LayoutLookupList.Table) {
    let tag: StaticString = table == .substitution ? "GSUB" : "GPOS"
    let indices = GlyphSet()
    hb_ot_shape_plan_collect_lookups(plan, .harfBuzzTag(tag), indices.set)
    if indices.isEmpty {
      glyphs = []
      return
    }
    let collected = FontTable.read(tag, in: face) { bytes -> [Glyphs]? in
      guard let list = LayoutLookupList(bytes, table: table) else { return nil }
      var collected: [Glyphs] = []
      var index = hb_codepoint_t.max  // `HB_SET_VALUE_INVALID` starts the walk.
      while hb_set_next(indices.set, &index) != 0 {
        guard let flags = list.flags(ofLookup: Int(index)), flags & LayoutLookupList.ignoresBaseGlyphs == 0,
          list.matchesUnlistedGlyphs(lookup: Int(index)) == false
        else { return nil }
        let lookup = Glyphs()
        let context = GlyphSet()
        hb_ot_layout_lookup_collect_glyphs(
          face, .harfBuzzTag(tag), index, context.set, lookup.input.set, context.set, lookup.output.set)
        lookup.all.formUnion(context)
        lookup.all.formUnion(lookup.input)
        lookup.all.formUnion(lookup.output)
        collected.append(lookup)
      }
      return collected
    }
    guard let collected else { return nil }
    glyphs = collected
  }

  /// Adds to `set` every glyph the lookups can turn its glyphs into.
  func closeForward(_ set: GlyphSet) {
    var grew = true
    while grew {
      grew = false
      for lookup in glyphs where lookup.input.intersects(set) { grew = set.formUnion(lookup.output) || grew }
    }
  }

  /// Adds to `set` every glyph the lookups can turn into one of its glyphs.
  func closeBackward(_ set: GlyphSet) {
    var grew = true
    while grew {
      grew = false
      for lookup in glyphs where lookup.output.intersects(set) { grew = set.formUnion(lookup.input) || grew }
    }
  }
}
