import CHarfBuzz
import Foundation

extension TextLayout {
  /// The union of the glyphs' ink boxes (outline or bitmap extents from the
  /// font's tables), in layout coordinates: y down from the layout's top.
  /// `.zero` when no glyph has ink.
  static func inkBounds(of lines: [Line]) -> CGRect {
    var bounds = CGRect.null
    for line in lines {
      for run in line.runs {
        let scale = run.font.glyphScale
        let horizontalScale = scale * run.horizontalScale
        for (index, glyph) in run.glyphs.enumerated() {
          var extents = hb_glyph_extents_t()
          guard hb_font_get_glyph_extents(run.font.face.harfBuzzFont, glyph, &extents) != 0,
            extents.width != 0, extents.height != 0
          else { continue }
          let position = run.positions[index]
          let left = line.origin.x + position.x + Double(extents.x_bearing) * horizontalScale
          let top = line.baseline + position.y - Double(extents.y_bearing) * scale
          let box = CGRect(
            x: left, y: top, width: Double(extents.width) * horizontalScale, height: -Double(extents.height) * scale)
          bounds = bounds.union(box.standardized)
        }
      }
    }
    return bounds.isNull ? .zero : bounds
  }
}
