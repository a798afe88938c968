import CHarfBuzz

/// The "…" a truncated line ends with (or starts, or holds in its middle).
enum Ellipsis {
  /// "…" shaped with `font`, or with the first font of its cascade list that
  /// has it, or "..." when none does, in the `style` of the text it ends.
  static func shaped(font: Font, style: RunStyle, shaper: Shaper) -> ShapedRun {
    let chosen = font.face.covers(0x2026)
      ? font : font.cascadeList.first { $0.face.covers(0x2026) }
    let units: [UInt16] = chosen == nil ? [0x2E, 0x2E, 0x2E] : [0x2026]
    let run = TextRun(
      range: 0..<units.count, font: chosen ?? font, style: style, script: HB_SCRIPT_COMMON, direction: HB_DIRECTION_LTR)
    return units.withUnsafeBufferPointer { shaper.shape(run, range: run.range, in: $0) }
  }
}
