import CCairo
import Foundation

extension Canvas {
  /// Draws `placeholder`'s symbol in `frame` (points), filled in its colour
  /// with anti-aliased edges; nothing else of the frame is painted.
  ///
  /// Sizes are fractions of the frame's shorter side `u`, around its centre:
  ///
  /// - photo: a frame 0.7u × 0.54u (strokes 0.04u), a sun of radius
  ///   0.07u and two mountains standing on the frame's bottom;
  /// - video: a disc of radius 0.22u with a play triangle (0.2u tall) cut out;
  /// - audio: with `a` = min(u, width / 4), a play triangle 0.4a tall,
  ///   0.3a in from the left, then a track 0.08a thick from 0.6a after the
  ///   triangle's start to 0.3a from the right, with a knob of radius 0.12a
  ///   at its start;
  /// - location: a pin, a circle of radius 0.15u above a point 0.35u below
  ///   its centre, with a hole of radius 0.06u;
  /// - other: a frame 0.6u × 0.5u with three bars of content.
  ///
  /// A frame that is not finite, or has no area, draws nothing.
  public mutating func draw(_ placeholder: MediaPlaceholder, in frame: CGRect) {
    guard frame.isFinite, frame.width > 0, frame.height > 0 else { return }
    let context = uniqueContext()
    let c = context.context
    let u = Double(min(frame.width, frame.height))
    let (x, y) = (Double(frame.midX), Double(frame.midY))
    cairo_new_path(c)
    context.withSavedState {
      cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
      switch placeholder.kind {
      case .photo:
        let (left, top, right, bottom) = (x - 0.35 * u, y - 0.27 * u, x + 0.35 * u, y + 0.27 * u)
        let stroke = 0.04 * u
        // The frame is a ring (even-odd); the sun and the mountains overlap (winding).
        cairo_rectangle(c, left, top, right - left, bottom - top)
        cairo_rectangle(c, left + stroke, top + stroke, right - left - 2 * stroke, bottom - top - 2 * stroke)
        context.setSource(placeholder.color)
        cairo_fill(c)
        cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
        cairo_new_sub_path(c)
        cairo_arc(c, x + 0.17 * u, y - 0.11 * u, 0.07 * u, 0, 2 * .pi)
        let ground = bottom - stroke
        context.addPolygon([(left + stroke, ground), (x - 0.1 * u, y - 0.08 * u), (x + 0.16 * u, ground)])
        context.addPolygon([(x + 0.06 * u, ground), (x + 0.18 * u, y + 0.06 * u), (right - stroke, ground)])
      case .video:
        cairo_new_sub_path(c)
        cairo_arc(c, x, y, 0.22 * u, 0, 2 * .pi)
        context.addPolygon([(x - 0.07 * u, y - 0.1 * u), (x + 0.11 * u, y), (x - 0.07 * u, y + 0.1 * u)])
      case .audio:
        // A player bar: its unit is at most a quarter of the width.
        let a = min(u, Double(frame.width) / 4)
        let start = Double(frame.minX) + 0.3 * a
        context.addPolygon([(start, y - 0.2 * a), (start + 0.34 * a, y), (start, y + 0.2 * a)])
        let track = (from: start + 0.6 * a, to: Double(frame.maxX) - 0.3 * a)
        if track.to > track.from {
          cairo_rectangle(c, track.from, y - 0.04 * a, track.to - track.from, 0.08 * a)
          context.setSource(placeholder.color)
          cairo_fill(c)
          cairo_new_sub_path(c)
          cairo_arc(c, track.from, y, 0.12 * a, 0, 2 * .pi)
        }
      case .location:
        let centre = y - 0.1 * u
        let radius = 0.15 * u
        let tip = centre + 0.35 * u
        // The tangents from the tip touch the circle at ±acos(r / d) from the downward axis.
        let angle = acos(radius / (tip - centre))
        cairo_new_sub_path(c)
        cairo_arc(c, x, centre, radius, .pi / 2 + angle, .pi / 2 - angle + 2 * .pi)
        cairo_line_to(c, x, tip)
        cairo_close_path(c)
        cairo_new_sub_path(c)
        cairo_arc(c, x, centre, 0.06 * u, 0, 2 * .pi)
      case .other:
        let (left, top, width, height) = (x - 0.3 * u, y - 0.25 * u, 0.6 * u, 0.5 * u)
        let stroke = 0.04 * u
        cairo_rectangle(c, left, top, width, height)
        cairo_rectangle(c, left + stroke, top + stroke, width - 2 * stroke, height - 2 * stroke)
        context.setSource(placeholder.color)
        cairo_fill(c)
        for (row, length) in [0.4, 0.4, 0.25].enumerated() {
          cairo_rectangle(c, left + 0.1 * u, top + (0.12 + 0.1 * Double(row)) * u, length * u, 0.05 * u)
        }
      }
      context.setSource(placeholder.color)
      cairo_fill(c)
    }
  }
}

extension CairoContext {
  /// Adds a closed polygon through `points` (in points) to the current path.
  func addPolygon(_ points: [(Double, Double)]) {
    guard let first = points.first else { return }
    cairo_move_to(context, first.0, first.1)
    for point in points.dropFirst() { cairo_line_to(context, point.0, point.1) }
    cairo_close_path(context)
  }
}
