import CHarfBuzz

/// Shapes ``TextRun``s with HarfBuzz (OpenType functions, unhinted, at a
/// scale of one unit per font unit).
///
/// The buffer always holds the whole paragraph as context and shapes only the
/// run's range, so joining, contextual forms and kerning at run edges are
/// right. Kerning and standard ligatures are HarfBuzz's defaults; a `.kern`
/// of 0 turns the `kern` feature off.
struct Shaper: ~Copyable {
  private let buffer: OpaquePointer

  init() {
    buffer = HarfBuzzBufferPool.take()
  }

  deinit {
    HarfBuzzBufferPool.give(buffer)
  }

  /// Shapes `range` of the paragraph `text` with the run's font, script and direction.
  func shape(_ run: TextRun, range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> ShapedRun {
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, run.direction)
    hb_buffer_set_script(buffer, run.script)
    if let language = run.language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_DEFAULT)
    ShapingPlan(run).features.withUnsafeBufferPointer {
      hb_shape(run.font.face.harfBuzzFont, buffer, $0.baseAddress, UInt32($0.count))
    }
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    let n = Int(count)
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(n)
    // HarfBuzz gives controls and separators the font's .notdef; they show
    // nothing and take no room (tabs get their width from the tab stops).
    let invisibleGlyph = run.font.face.nominalGlyph(for: 0x20) ?? 0
    for i in 0..<n {
      let info = infos![i]
      let position = positions![i]
      let isInvisible = CharacterClass.isInvisibleControl(text[Int(info.cluster)])
      let flags = hb_glyph_info_get_glyph_flags(infos! + i)
      glyphs.append(
        ShapedGlyph(
          id: isInvisible ? invisibleGlyph : info.codepoint, cluster: Int(info.cluster),
          xAdvance: isInvisible ? 0 : position.x_advance, xOffset: isInvisible ? 0 : position.x_offset,
          yOffset: isInvisible ? 0 : position.y_offset,
          unsafeToBreak: flags.rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
    }
    var shapedRun = run
    shapedRun.range = range
    return ShapedRun(run: shapedRun, glyphs: glyphs)
  }
}
