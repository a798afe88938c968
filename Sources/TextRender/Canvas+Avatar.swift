import Foundation
import TextMeasure

extension Canvas {
  /// Draws `avatar`: the circle inscribed in `rect`, and the initials on it.
  ///
  /// The initials are laid out on one line with TextMeasure (line fragment
  /// origin, no font leading: what `size(withAttributes:)` measures) and
  /// their rect is centred in `rect`, as MessageKit centres them.
  ///
  /// - Parameters:
  ///   - avatar: the initials, their font and colours, and the circle's colour.
  ///   - rect: the square (or rect) the circle is inscribed in, in points.
  ///   - measurer: lays out the initials (its metrics profile applies).
  /// - Throws: ``/TextMeasure/TextLayoutError`` when the initials cannot be
  ///   laid out (a font size that is not finite and positive, say).
  public mutating func draw(_ avatar: Avatar, in rect: CGRect, measurer: TextMeasurer = TextMeasurer()) throws {
    let layout = try measurer.layout(
      avatar.initials, font: avatar.font, options: TextLayoutOptions(addsFontLeading: false))
    fillCircle(in: rect, color: avatar.backgroundColor)
    let bounds = layout.boundingRect
    draw(layout, at: CGPoint(x: rect.midX - bounds.midX, y: rect.midY - bounds.midY), color: avatar.textColor)
  }
}
