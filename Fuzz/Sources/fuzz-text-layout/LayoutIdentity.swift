import Foundation
import TextMeasure

/// Comparison of layouts, number by number.
///
/// Without a cache, the same input gives the same bits: ``bits`` compares
/// every number by its bit pattern (0 and −0 differ; a NaN equals itself).
/// A cache finds a text by equal attributes, and −0 == 0, so a layout made
/// for a paragraph style with an indent of 0 also answers one asked with
/// −0, and its lines start at 0, not −0: where a cache is involved,
/// ``values`` compares numbers as values (−0 equals 0; a NaN equals a NaN).
struct LayoutIdentity {
  /// Numbers compared by their bits.
  static let bits = LayoutIdentity(byBits: true)
  /// Numbers compared as values.
  static let values = LayoutIdentity(byBits: false)

  /// Whether numbers are compared by their bits.
  let byBits: Bool

  /// What first differs between `a` and `b`, or nil when they are identical.
  func difference(_ a: TextLayout, _ b: TextLayout) -> String? {
    if a.text != b.text { return "text" }
    if !same(a.boundingRect, b.boundingRect) { return "boundingRect \(a.boundingRect) vs \(b.boundingRect)" }
    if !same(a.constraint, b.constraint) { return "constraint \(a.constraint) vs \(b.constraint)" }
    if a.options != b.options { return "options \(a.options) vs \(b.options)" }
    if a.isTruncated != b.isTruncated { return "isTruncated \(a.isTruncated) vs \(b.isTruncated)" }
    if a.lines.count != b.lines.count { return "line count \(a.lines.count) vs \(b.lines.count)" }
    for (index, (lineA, lineB)) in zip(a.lines, b.lines).enumerated() {
      if let difference = difference(lineA, lineB) { return "line \(index): \(difference)" }
    }
    return nil
  }

  /// What first differs between two lines, or nil.
  private func difference(_ a: Line, _ b: Line) -> String? {
    if a.range != b.range { return "range \(a.range) vs \(b.range)" }
    let numbers: [(String, Double, Double)] = [
      ("width", a.width, b.width), ("origin.x", a.origin.x, b.origin.x), ("origin.y", a.origin.y, b.origin.y),
      ("height", a.height, b.height), ("ascent", a.ascent, b.ascent), ("descent", a.descent, b.descent),
      ("leading", a.leading, b.leading), ("baseline", a.baseline, b.baseline),
    ]
    if let (name, x, y) = numbers.first(where: { !same($0.1, $0.2) }) { return "\(name) \(x) vs \(y)" }
    if a.isRightToLeft != b.isRightToLeft || a.breakReason != b.breakReason || a.isTruncated != b.isTruncated {
      return "direction, break reason or truncation"
    }
    if a.runs.count != b.runs.count { return "run count \(a.runs.count) vs \(b.runs.count)" }
    for (index, (runA, runB)) in zip(a.runs, b.runs).enumerated() {
      if let difference = difference(runA, runB) { return "run \(index): \(difference)" }
    }
    return nil
  }

  /// What first differs between two glyph runs, or nil.
  private func difference(_ a: GlyphRun, _ b: GlyphRun) -> String? {
    if a.font != b.font { return "font \(a.font) vs \(b.font)" }
    if a.range != b.range || a.script != b.script || a.isRightToLeft != b.isRightToLeft || a.kind != b.kind {
      return "range, script, direction or kind"
    }
    if a.glyphs != b.glyphs || a.clusters != b.clusters { return "glyphs or clusters" }
    if !a.advances.elementsEqual(b.advances, by: same) { return "advances" }
    if !a.positions.elementsEqual(b.positions, by: same) { return "positions" }
    return nil
  }

  /// Whether two numbers are the same.
  func same(_ a: Double, _ b: Double) -> Bool {
    byBits ? a.bitPattern == b.bitPattern : a == b || (a.isNaN && b.isNaN)
  }

  /// Whether two points are the same.
  func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
    same(a.x, b.x) && same(a.y, b.y)
  }

  /// Whether two sizes are the same.
  func same(_ a: CGSize, _ b: CGSize) -> Bool {
    same(a.width, b.width) && same(a.height, b.height)
  }

  /// Whether two rects are the same.
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    same(a.origin, b.origin) && same(a.size, b.size)
  }
}
