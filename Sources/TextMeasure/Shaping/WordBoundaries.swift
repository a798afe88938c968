import CHarfBuzz

/// Which runs a face shaped with a plan lets be split into words, each
/// word with its trailing spaces shaping the same alone as within any text,
/// so that the words' glyphs can be reused
/// (``Shaper/shapeReusingWords(_:in:graphemeStarts:)``).
///
/// Blink's and Minikin's word caches skip fonts whose lookups touch the
/// space. That would skip Inter, whose contextual forms read capitals
/// across spaces, so the rule here is per run, and exact. A lookup match
/// that crosses a space either reads or writes a glyph of the space family
/// or skips over one. Worked out once per face and plan:
/// - the space family: the space glyph and every glyph the plan's `GSUB`
///   lookups can turn it into (a lookup whose input holds a glyph of the
///   family adds its outputs, until nothing is added);
/// - the lookups that meet a space: those of the plan (HarfBuzz's
///   `hb_ot_shape_plan_collect_lookups`) that read or write a glyph of the
///   family (`hb_ot_layout_lookup_collect_glyphs`: before, input, after,
///   output), and the legacy `kern` table's pairs with one
///   (``LegacyKernTable``). A lookup applies only at a glyph of its input,
///   so where none of their input glyphs occurs, they do nothing (their
///   rules that would only skip, too);
/// - the glyphs that may trigger them: their input glyphs and every glyph
///   the plan's `GSUB` lookups can turn into one (a lookup whose output
///   holds one adds its input, until nothing is added).
///
/// A run can be split when none of its characters has one of those nominal
/// glyphs (an ASCII control without a glyph has .notdef), none is a
/// combining mark (HarfBuzz may compose it with the character before into
/// another glyph), none else lacks a glyph, and it has no
/// fraction slash (U+2044: HarfBuzz applies `frac`, `numr` and `dnom` only
/// around one, so their lookups are left out above). The other lookups
/// never match a glyph of the space family, and none skips it: the
/// space's `GDEF` class is neither mark nor ligature and no lookup of the
/// plan skips base glyphs.
///
/// There are no boundaries at all (nil) when the face has a `morx`, `mort`
/// or `kerx` table (Apple's state machines, not read here), a `kern` or
/// layout table that cannot be read, a space glyph classed as a mark or a
/// ligature, or a lookup of the plan that skips base glyphs or has a
/// class-based contextual rule matching unlisted glyphs
/// (``LayoutLookupList/matchesUnlistedGlyphs(lookup:)``), which HarfBuzz's
/// glyph collection does not report. Thread-safe.
final class WordBoundaries: Sendable {
  /// The glyphs that may trigger a lookup meeting a space, one bit each
  /// (see ``GlyphSet/bits(below:)``); empty when no lookup meets a space.
  private let triggers: [UInt64]
  /// ``triggers`` for the ASCII characters: bit `c` set when `c` cannot be split around.
  private let asciiTriggers: (low: UInt64, high: UInt64)

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
    let triggers = GlyphSet()
    for lookups in [substitutions, positionings] {
      for glyphs in lookups.glyphs where glyphs.all.intersects(family) { triggers.formUnion(glyphs.input) }
    }
    if FontTable.exists("kern", in: harfBuzzFace) {
      guard let pairs = FontTable.read("kern", in: harfBuzzFace, { LegacyKernTable.pairs(involving: family, in: $0) })
      else { return nil }
      triggers.formUnion(pairs)
    }
    substitutions.closeBackward(triggers)
    self.triggers = triggers.isEmpty ? [] : triggers.bits(below: Int(hb_face_get_glyph_count(harfBuzzFace)))
    var ascii: (low: UInt64, high: UInt64) = (0, 0)
    if !triggers.isEmpty {
      for character in UInt32(0)..<128 {
        // HarfBuzz gives a control without a glyph the font's .notdef.
        let isControl = character < 0x20 || character == 0x7F
        let glyph = face.nominalGlyph(for: character) ?? (isControl ? 0 : nil)
        guard glyph == nil || triggers.contains(glyph!) else { continue }
        if character < 64 { ascii.low |= 1 << UInt64(character) } else { ascii.high |= 1 << UInt64(character - 64) }
      }
    }
    asciiTriggers = ascii
  }

  /// Whether the run `text` (a run's units), shaped with `face`, can be
  /// split into words.
  func allowSplitting(_ text: UnsafeBufferPointer<UInt16>, face: FontFace) -> Bool {
    if triggers.isEmpty { return !text.contains(0x2044) }
    // The ASCII characters the run holds, one bit each (as `asciiTriggers`),
    // gathered without a branch per unit and checked once at the end.
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index = 0
    while index < text.count {
      let unit = text[index]
      index += 1
      if unit < 128 {
        let bit = UInt64(1) &<< UInt64(unit & 63)
        low |= unit < 64 ? bit : 0
        high |= unit >= 64 ? bit : 0
        continue
      }
      var scalar = UInt32(unit)
      if UTF16.isLeadSurrogate(unit), index < text.count, UTF16.isTrailSurrogate(text[index]) {
        scalar = 0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(text[index] - 0xDC00))
        index += 1
      }
      guard scalar != 0x2044, let character = Unicode.Scalar(scalar), !Self.isMark(character),
        let glyph = face.nominalGlyph(for: scalar), !isTrigger(glyph)
      else { return false }
    }
    return low & asciiTriggers.low == 0 && high & asciiTriggers.high == 0
  }

  private func isTrigger(_ glyph: UInt32) -> Bool {
    let word = Int(glyph) / 64
    return word >= triggers.count || triggers[word] & (1 << UInt64(glyph % 64)) != 0
  }

  private static func isMark(_ character: Unicode.Scalar) -> Bool {
    switch character.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

/// The glyphs each lookup of a shaping plan in one layout table reads and
/// writes, collected once for ``WordBoundaries``: every lookup of the plan
/// but those only `frac`, `numr` or `dnom` reach.
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
    let fractionOnly = Self.fractionOnlyLookups(face: face, tag: .harfBuzzTag(tag))
    indices.subtract(fractionOnly)
    if indices.isEmpty {
      glyphs = []
      return
    }
    let collected = FontTable.read(tag, in: face) { bytes -> [Glyphs]? in
      guard let list = LayoutLookupList(bytes, table: table) else { return nil }
      var collected: [Glyphs] = []
      for index in indices.elements {
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

  /// The lookups of the table `tag` that only `frac`, `numr` and `dnom`
  /// reach, in any script and language.
  private static func fractionOnlyLookups(face: OpaquePointer, tag: hb_tag_t) -> GlyphSet {
    var count = hb_ot_layout_table_get_feature_tags(face, tag, 0, nil, nil)
    var tags = [hb_tag_t](repeating: 0, count: Int(count))
    _ = hb_ot_layout_table_get_feature_tags(face, tag, 0, &count, &tags)
    tags.removeLast(tags.count - Int(count))
    let fractionTags: [hb_tag_t] = [.harfBuzzTag("frac"), .harfBuzzTag("numr"), .harfBuzzTag("dnom")]
    let fraction = GlyphSet()
    let others = GlyphSet()
    (fractionTags + [0]).withUnsafeBufferPointer {
      hb_ot_layout_collect_lookups(face, tag, nil, nil, $0.baseAddress, fraction.set)
    }
    (Array(Set(tags).subtracting(fractionTags)) + [0]).withUnsafeBufferPointer {
      hb_ot_layout_collect_lookups(face, tag, nil, nil, $0.baseAddress, others.set)
    }
    fraction.subtract(others)
    return fraction
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
