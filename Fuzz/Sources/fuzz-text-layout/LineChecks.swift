import Foundation
import FuzzSupport
import TextMeasure

/// The invariants of a layout's lines:
///
/// - their ranges follow one another from offset 0, and their texts joined
///   are the text's UTF-16 units from 0 to where the last one ends (so no
///   line starts or ends inside a surrogate pair);
/// - they reach the text's end, unless lines were dropped below a finite
///   height, and then the layout says it is truncated;
/// - every number of a layout that did not throw is finite.
struct LineChecks {
  let layoutCase: LayoutCase
  let layout: TextLayout

  func run() {
    let units = Array(layoutCase.text.string.utf16)
    var end = 0
    for (index, line) in layout.lines.enumerated() {
      layoutCase.require(
        line.range.lowerBound == end, "line \(index) starts at \(line.range.lowerBound), not \(end)")
      end = line.range.upperBound
    }
    layoutCase.require(end <= units.count, "the lines end at \(end), past the text's \(units.count) units")
    if end < units.count {
      layoutCase.require(
        layoutCase.heightLimitsLines && layout.isTruncated,
        "the lines end at \(end) of \(units.count) units with no height limit, or without saying it is truncated")
    }
    let joined = layout.lines.map(\.text).joined()
    layoutCase.require(
      joined.utf16.elementsEqual(units[0..<end]), "the lines' texts joined are not the text's first \(end) units")
    checkFinite()
  }

  /// Traps unless the rect and every line and glyph number is finite.
  private func checkFinite() {
    layoutCase.require(layout.boundingRect.isFinite, "boundingRect \(layout.boundingRect) is not finite")
    for (index, line) in layout.lines.enumerated() {
      let numbers = [line.width, line.height, line.ascent, line.descent, line.leading, line.baseline]
      layoutCase.require(
        numbers.allSatisfy(\.isFinite) && line.origin.isFinite,
        "line \(index): width, height, ascent, descent, leading, baseline \(numbers), origin \(line.origin)")
      for run in line.runs {
        let isFinite = { (glyph: Int) in run.advances[glyph].isFinite && run.positions[glyph].isFinite }
        guard let glyph = run.advances.indices.first(where: { !isFinite($0) }) else { continue }
        layoutCase.require(
          false,
          "line \(index): glyph \(glyph) of the \(run.kind) run of \(run.font) has advance \(run.advances[glyph]), "
            + "position \(run.positions[glyph])")
      }
    }
  }
}
