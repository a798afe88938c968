import CCairo
import Foundation
import TextMeasure

extension Canvas {
  /// Fills `shape` with `color`, its edges anti-aliased.
  ///
  /// A shape whose frame is not finite, or whose radius or tail size is
  /// NaN, draws nothing.
  public mutating func fill(_ shape: BubbleShape, color: RGBAColor) {
    let sizes = [shape.cornerRadius, shape.tail?.width ?? 0, shape.tail?.height ?? 0]
    guard shape.frame.isFinite, !sizes.contains(where: \.isNaN) else { return }
    let context = uniqueContext()
    context.addPath(of: shape)
    context.setSource(color)
    cairo_fill(context.context)
  }

  /// Fills the circle inscribed in `rect` (centred, its diameter the shorter
  /// side) with `color`. A rect that is not finite draws nothing.
  public mutating func fillCircle(in rect: CGRect, color: RGBAColor) {
    guard rect.isFinite else { return }
    let context = uniqueContext()
    let radius = Double(min(rect.width, rect.height)) / 2
    cairo_new_path(context.context)
    cairo_arc(context.context, Double(rect.midX), Double(rect.midY), radius, 0, 2 * Double.pi)
    context.setSource(color)
    cairo_fill(context.context)
  }
}

extension CairoContext {
  /// Replaces the current path with `shape`'s outline.
  ///
  /// The outline is built for a tail on the right and mirrored about the
  /// frame's centre for one on the left.
  func addPath(of shape: BubbleShape) {
    cairo_new_path(context)
    var rightHanded = shape
    rightHanded.tail?.side = .right
    let body = rightHanded.body
    guard body.width > 0, body.height > 0 else { return }
    withSavedState {
      if shape.tail?.side == .left {
        cairo_translate(context, Double(shape.frame.minX + shape.frame.maxX), 0)
        cairo_scale(context, -1, 1)
      }
      let (left, top, right, bottom) = (Double(body.minX), Double(body.minY), Double(body.maxX), Double(body.maxY))
      let radius = max(0, min(shape.cornerRadius, (right - left) / 2, (bottom - top) / 2))
      let quarter = Double.pi / 2
      cairo_new_sub_path(context)
      cairo_arc(context, left + radius, top + radius, radius, 2 * quarter, 3 * quarter)
      cairo_arc(context, right - radius, top + radius, radius, 3 * quarter, 4 * quarter)
      if let tail = shape.tail {
        // Down the side, then a concave sweep out to the tip at the frame's
        // corner: a quadratic curve whose control point is the body's corner.
        let rise = max(0, min(tail.height, bottom - top - radius))
        let tip = (x: right + max(0, tail.width), y: bottom)
        cairo_line_to(context, right, bottom - rise)
        cairo_curve_to(
          context, right, bottom - rise / 3, right + (tip.x - right) / 3, bottom, tip.x, tip.y)
      } else {
        cairo_arc(context, right - radius, bottom - radius, radius, 0, quarter)
      }
      cairo_arc(context, left + radius, bottom - radius, radius, quarter, 2 * quarter)
      cairo_close_path(context)
    }
  }
}
