import Foundation
import TextMeasure

extension CairoContext {
  /// Fills the background of each span that has one, from the line's top
  /// (`top`) down its fragment's `height`, across the span's glyphs.
  func paintBackgrounds(of spans: [DecoratedSpan], baselineOrigin: CGPoint, top: Double, height: Double) {
    for span in spans {
      guard let background = span.decoration.backgroundColor else { continue }
      fillIfFinite(
        x: Double(baselineOrigin.x) + span.minX, y: top, width: span.maxX - span.minX, height: height,
        color: background.clampedToVisibleRange)
    }
  }

  /// Draws each span's underline and strikethrough: across its glyphs, at
  /// its font's positions and thickness (``DecorationMetrics``), in the
  /// line's colour or else the span's text colour. A thick line is twice the
  /// font's thickness; a double line is two lines one thickness apart, the
  /// second below (for an underline) or above (for a strikethrough) the first.
  func paintLines(of spans: [DecoratedSpan], baselineOrigin: CGPoint) {
    for span in spans where span.decoration.underline != nil || span.decoration.strikethrough != nil {
      guard let metrics = DecorationMetrics(font: span.font) else { continue }
      let x = Double(baselineOrigin.x) + span.minX
      let width = span.maxX - span.minX
      let lines: [(TextDecoration.Line?, center: Double, thickness: Double, away: Double)] = [
        (span.decoration.underline, metrics.underlineCenter, metrics.underlineThickness, 1),
        (span.decoration.strikethrough, metrics.strikethroughCenter, metrics.strikethroughThickness, -1),
      ]
      for case let (line?, center, thickness, away) in lines {
        let color = line.color.map(\.clampedToVisibleRange) ?? span.textColor
        let y = Double(baselineOrigin.y) + center
        switch line.style {
        case .single:
          fillIfFinite(x: x, y: y - thickness / 2, width: width, height: thickness, color: color)
        case .thick:
          fillIfFinite(x: x, y: y - thickness, width: width, height: 2 * thickness, color: color)
        case .double:
          fillIfFinite(x: x, y: y - thickness / 2, width: width, height: thickness, color: color)
          fillIfFinite(x: x, y: y - thickness / 2 + away * 2 * thickness, width: width, height: thickness, color: color)
        }
      }
    }
  }

  /// Fills the rect when every number is finite and it is not empty.
  private func fillIfFinite(x: Double, y: Double, width: Double, height: Double, color: RGBAColor) {
    guard [x, y, width, height].allSatisfy(\.isFinite), width > 0, height > 0 else { return }
    fill(CGRect(x: x, y: y, width: width, height: height), color: color)
  }
}
