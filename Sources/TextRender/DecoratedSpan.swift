import Foundation
import TextMeasure

/// A stretch of a drawn line whose glyphs share a decoration and a font:
/// where a background, an underline or a strikethrough is painted.
struct DecoratedSpan {
  /// Left and right edges, in points from the line's origin.
  var minX: Double
  var maxX: Double
  var decoration: TextDecoration
  var font: Font
  /// The colour the glyphs are drawn in (the decoration's, else the run's).
  var textColor: RGBAColor

  /// The spans of `line`, left to right: one per glyph of each run (from
  /// its position to its position plus its advance), neighbours that touch
  /// or overlap and have the same decoration, font and colour merged.
  static func spans(of line: Line, in text: AttributedText, runColor: (GlyphRun) -> RGBAColor) -> [DecoratedSpan] {
    var spans: [DecoratedSpan] = []
    for run in line.runs {
      let color = runColor(run)
      for index in run.glyphs.indices {
        let decoration = text.attributes(at: run.clusters[index]).decoration
        let minX = Double(run.positions[index].x)
        let span = DecoratedSpan(
          minX: minX, maxX: minX + run.advances[index], decoration: decoration, font: run.font,
          textColor: decoration.foregroundColor.map(\.clampedToVisibleRange) ?? color)
        if var last = spans.last, last.decoration == decoration, last.font == span.font, last.textColor == span.textColor,
          span.minX <= last.maxX + 1e-9
        {
          last.minX = min(last.minX, span.minX)
          last.maxX = max(last.maxX, span.maxX)
          spans[spans.count - 1] = last
        } else {
          spans.append(span)
        }
      }
    }
    return spans
  }
}

extension RGBAColor {
  /// The colour with each component clamped to 0…1 (NaN to 0), for a
  /// decoration's colour, which keeps UIKit's extended range.
  var clampedToVisibleRange: RGBAColor {
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    return RGBAColor(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
  }
}

extension AttributedText {
  /// Whether any character has a decoration (colours or lines) to draw.
  var hasDecoration: Bool {
    runs.isEmpty ? defaultAttributes.decoration != .none : runs.contains { $0.attributes.decoration != .none }
  }
}
