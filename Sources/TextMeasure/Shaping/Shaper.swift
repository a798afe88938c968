import CHarfBuzz

/// Shapes ``TextRun``s with HarfBuzz (OpenType functions, unhinted, at a
/// scale of one unit per font unit), in a workspace's buffer with the
/// engine's plans.
///
/// The buffer always holds the whole paragraph as context and shapes only the
/// run's range, so joining, contextual forms and kerning at run edges are
/// right. Kerning and standard ligatures are HarfBuzz's defaults; a `.kern`
/// of 0 turns the `kern` feature off, and a run without standard ligatures
/// (``RunStyle/usesLigatures``) `liga` and `clig`.
struct Shaper {
  /// The workspace whose buffer every run is shaped in (one thread at a
  /// time), with the engine's plans and the cache where line edges' glyphs
  /// are filed (`Shaper+Edges.swift`): one reference to copy.
  let workspace: Workspace

  /// Shapes `range` of the paragraph `text` with the run's font, script and direction.
  func shape(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> ShapedRun {
    shape(run, range: range, in: text, plan: workspace.plan(for: ShapingPlan(run), face: run.font.face))
  }

  /// Shapes `range` of the paragraph `text` with `plan`, the run's.
  func shape(
    _ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>, plan: ShapingPlans.Entry
  ) -> ShapedRun {
    var shaped = run
    shaped.range = range
    let count = shapeInBuffer(run, range: range, in: text, plan: plan)
    guard count > 0 else { return ShapedRun(run: shaped) }
    // Read into scratch memory and copied once: filling a new array first
    // costs about 20 instructions a glyph, the copy a few per glyph.
    let glyphs = withUnsafeTemporaryAllocation(of: ShapedGlyph.self, capacity: count) { scratch in
      readGlyphs(of: run, in: text, into: scratch)
      return Array(UnsafeBufferPointer(scratch))
    }
    return ShapedRun(run: shaped, glyphs: glyphs)
  }

  /// Shapes `range` of the paragraph `text` with `plan`, the run's, in the
  /// workspace's buffer (the whole paragraph as context): the number of
  /// glyphs it then holds.
  func shapeInBuffer(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>, plan: ShapingPlans.Entry)
    -> Int
  {
    let buffer = workspace.buffer
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, run.direction)
    hb_buffer_set_script(buffer, run.script)
    if let language = plan.language { hb_buffer_set_language(buffer, language) }
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_DEFAULT)
    plan.settings.features.withUnsafeBufferPointer {
      _ = hb_shape_plan_execute(plan.plan, run.font.face.harfBuzzFont, buffer, $0.baseAddress, UInt32($0.count))
    }
    return Int(hb_buffer_get_length(buffer))
  }

  /// Writes the glyphs in the workspace's buffer (as many as `glyphs`
  /// holds), shaped for `run` in the paragraph `text`, into `glyphs`
  /// (initialized or not: a glyph is a plain value).
  func readGlyphs(
    of run: TextRun, in text: UnsafeBufferPointer<UInt16>, into glyphs: UnsafeMutableBufferPointer<ShapedGlyph>
  ) {
    let buffer = workspace.buffer
    guard let infos = hb_buffer_get_glyph_infos(buffer, nil), let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return }
    // HarfBuzz gives controls and separators the font's .notdef; they show
    // nothing and take no room (tabs get their width from the tab stops).
    // Neither do the characters an inline box stands for (its width is the
    // run's spacing).
    let invisibleGlyph = run.font.face.nominalGlyph(for: 0x20) ?? 0
    let isInlineBox = run.style.inlineBox != nil
    for i in 0..<glyphs.count {
      let info = infos[i]
      let position = positions[i]
      let isInvisible = isInlineBox || CharacterClass.isInvisibleControl(text[Int(info.cluster)])
      // `hb_glyph_info_get_glyph_flags` is this mask, read in place.
      let unsafeToBreak = info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0
      glyphs[i] =
        isInvisible
        ? ShapedGlyph(
          id: invisibleGlyph, cluster: Int(info.cluster), xAdvance: 0, xOffset: 0, yOffset: 0,
          unsafeToBreak: unsafeToBreak)
        : ShapedGlyph(
          id: info.codepoint, cluster: Int(info.cluster), xAdvance: position.x_advance, xOffset: position.x_offset,
          yOffset: position.y_offset, unsafeToBreak: unsafeToBreak)
    }
  }
}
