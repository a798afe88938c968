import CHarfBuzz

/// The glyphs that may make a face's shaping reach across a space, found in
/// the lookups HarfBuzz's plan applies: a run containing none of their
/// characters shapes word by word exactly as it shapes whole.
///
/// Why this is exact: a substitution or positioning that spans two words
/// matches a contiguous glyph sequence that contains the space between them,
/// so its lookup lists the space glyph among its input or context glyphs.
/// For each such lookup the hazards are the glyphs that must be present for
/// it to match: its input glyphs other than the space, and, when the space
/// itself is input, its context glyphs too. Then every glyph that a GSUB
/// lookup can turn into a hazard is a hazard as well (closure backwards over
/// the plan's substitutions). A run whose characters' glyphs are none of
/// these can have no match across a space. Blink applies a coarser test of
/// the same kind (any lookup touching the space disables its word cache).
final class WordBoundaryHazards: @unchecked Sendable {
  /// Whether the plan's script needs no context outside the buffer.
  let allowsSplitting: Bool
  private let face: FontFace
  /// hb_set_t of hazard glyphs; never changed after `init`, so reads are thread-safe.
  private let glyphs: OpaquePointer
  /// Whether each ASCII character's glyph is a hazard.
  private let asciiHazards: [Bool]

  init(face: FontFace, plan: ShapingPlan) {
    self.face = face
    allowsSplitting = plan.usesDefaultShaper
    glyphs = Self.hazardGlyphs(face: face, plan: plan)
    let glyphs = glyphs
    asciiHazards = (0..<128).map { hb_set_has(glyphs, face.nominalGlyph(for: UInt32($0)) ?? 0) != 0 }
  }

  deinit {
    hb_set_destroy(glyphs)
  }

  /// Whether `range` of `text` may be shaped as separate words: the plan's
  /// script allows it and no character of the range has a hazard glyph.
  func allowsWordShaping(of text: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> Bool {
    guard allowsSplitting else { return false }
    var offset = range.lowerBound
    while offset < range.upperBound {
      let unit = text[offset]
      if unit < 0x80 {
        if asciiHazards[Int(unit)] { return false }
        offset += 1
        continue
      }
      let (scalar, length) = Itemizer.scalar(in: text, at: offset)
      if hb_set_has(glyphs, face.nominalGlyph(for: scalar) ?? 0) != 0 { return false }
      offset += length
    }
    return true
  }

  private static func hazardGlyphs(face: FontFace, plan: ShapingPlan) -> OpaquePointer {
    let hazards = hb_set_create()!
    let space = face.nominalGlyph(for: 0x20) ?? 0
    var properties = hb_segment_properties_t()
    properties.direction = hb_direction_t(plan.direction)
    properties.script = hb_script_t(plan.script)
    properties.language = plan.language.map { hb_language_from_string($0, -1) } ?? nil
    let features = plan.features
    let shapePlan = features.withUnsafeBufferPointer {
      hb_shape_plan_create_cached(face.harfBuzzFace, &properties, $0.baseAddress, UInt32($0.count), nil)
    }
    defer { hb_shape_plan_destroy(shapePlan) }
    var substitutions: [LookupGlyphs] = []
    for table in [hb_tag_t.harfBuzzTag("GSUB"), .harfBuzzTag("GPOS")] {
      let lookups = hb_set_create()
      defer { hb_set_destroy(lookups) }
      hb_ot_shape_plan_collect_lookups(shapePlan, table, lookups)
      var index = hb_codepoint_t.max
      while hb_set_next(lookups, &index) != 0 {
        let lookup = LookupGlyphs(face: face.harfBuzzFace, table: table, index: index)
        if lookup.involves(space) { lookup.addHazards(around: space, to: hazards) }
        if table == .harfBuzzTag("GSUB") { substitutions.append(lookup) } else { lookup.release() }
      }
    }
    var grew = true
    while grew {
      grew = false
      for lookup in substitutions where lookup.canProduce(anyOf: hazards) && !lookup.inputIsSubset(of: hazards) {
        hb_set_union(hazards, lookup.input)
        grew = true
      }
    }
    substitutions.forEach { $0.release() }
    hb_set_del(hazards, space)
    return hazards
  }
}

/// The glyph sets of one OpenType lookup (`hb_ot_layout_lookup_collect_glyphs`).
private struct LookupGlyphs {
  let before = hb_set_create()!
  let input = hb_set_create()!
  let after = hb_set_create()!
  let output = hb_set_create()!

  init(face: OpaquePointer, table: hb_tag_t, index: UInt32) {
    hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, output)
  }

  func involves(_ glyph: hb_codepoint_t) -> Bool {
    [before, input, after, output].contains { hb_set_has($0, glyph) != 0 }
  }

  /// Adds what must be present for the lookup to match around `space`.
  func addHazards(around space: hb_codepoint_t, to hazards: OpaquePointer) {
    hb_set_union(hazards, input)
    if hb_set_has(input, space) != 0 {
      hb_set_union(hazards, before)
      hb_set_union(hazards, after)
    }
  }

  func canProduce(anyOf glyphs: OpaquePointer) -> Bool {
    let common = hb_set_copy(output)
    defer { hb_set_destroy(common) }
    hb_set_intersect(common, glyphs)
    return hb_set_is_empty(common) == 0
  }

  func inputIsSubset(of glyphs: OpaquePointer) -> Bool {
    hb_set_is_subset(input, glyphs) != 0
  }

  func release() {
    [before, input, after, output].forEach { hb_set_destroy($0) }
  }
}
