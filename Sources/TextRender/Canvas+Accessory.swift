import BubbleLayout
import CCairo
import Foundation
import TextMeasure

extension Canvas {
  /// Draws `accessory`'s symbol in its frame (points), filled in `color`:
  /// a thumb, up or down. In units of the frame's shorter side `u`, from
  /// the frame's centre, a thumb up is a cuff 0.2u wide on the left (0.45u
  /// tall), a fist 0.5u × 0.45u beside it and a thumb 0.22u wide rising
  /// 0.4u above the fist's top-left; a thumb down is the same turned upside
  /// down. A frame that is not finite, or has no area, draws nothing.
  public mutating func draw(_ accessory: CellAccessory, color: RGBAColor) {
    let frame = accessory.frame
    guard frame.isFinite, frame.width > 0, frame.height > 0 else { return }
    let context = uniqueContext()
    let c = context.context
    let u = Double(min(frame.width, frame.height))
    let (x, y) = (Double(frame.midX), Double(frame.midY))
    // Drawn as a thumb up around y = 0, mirrored vertically for a thumb down.
    let flip = accessory.kind == .thumbsDown ? -1.0 : 1.0
    func rect(_ left: Double, _ top: Double, _ width: Double, _ height: Double) {
      let (a, b) = (y + flip * top * u, y + flip * (top + height) * u)
      cairo_rectangle(c, x + left * u, min(a, b), width * u, abs(b - a))
    }
    cairo_new_path(c)
    context.withSavedState {
      rect(-0.45, -0.05, 0.2, 0.45)  // the cuff
      rect(-0.2, -0.05, 0.55, 0.45)  // the fist
      rect(-0.2, -0.45, 0.22, 0.45)  // the thumb
      context.setSource(color)
      cairo_fill(c)
    }
  }
}
