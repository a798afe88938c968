import CCairo
import Foundation
import TextMeasure

/// Owns a cairo drawing context (`cairo_t`) on an ``ImageSurface``;
/// `deinit` destroys the context (the surface goes with its last owner).
///
/// User space is in points: the context is scaled by the bitmap's scale, so
/// callers draw in the same units as layouts and bubble frames. Not
/// thread-safe: ``Canvas`` gives each instance one owner at a time.
final class CairoContext {
  /// The surface drawn on.
  let surface: ImageSurface
  /// The `cairo_t`.
  let context: OpaquePointer
  /// Pixels per point.
  let scale: Int
  /// The row of a taller picture that the surface's first row shows (0:
  /// the surface is the whole picture).
  let topRow: Int

  /// A context drawing on `surface`, `scale` pixels per point, with the
  /// font options text is drawn with (see ``applyTextOptions()``).
  ///
  /// With a `topRow`, user space is moved up by that many whole pixels:
  /// a point lands `topRow` rows higher than on a surface of the whole
  /// picture, and every pixel of the surface gets exactly the value of that
  /// row of the whole picture (a whole-pixel move changes no coverage).
  init(surface: ImageSurface, scale: Int, topRow: Int = 0) {
    self.surface = surface
    self.scale = scale
    self.topRow = topRow
    context = cairo_create(surface.surface)
    cairo_translate(context, 0, -Double(topRow))
    cairo_scale(context, Double(scale), Double(scale))
    applyTextOptions()
  }

  deinit {
    cairo_destroy(context)
  }

  /// A context on a copy of this one's pixels (for copy on write).
  func copy() -> CairoContext {
    let copy = ImageSurface(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
    let painter = cairo_create(copy.surface)
    cairo_set_source_surface(painter, surface.surface, 0, 0)
    cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
    cairo_paint(painter)
    cairo_destroy(painter)
    return CairoContext(surface: copy, scale: scale, topRow: topRow)
  }

  /// A copy of the pixels drawn so far.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when a drawing call failed
  ///   (cairo's errors are sticky: the first one is reported here).
  func bitmap() throws -> Bitmap {
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.drawingFailed(ImageSurface.message(for: status)) }
    return try surface.bitmap(scale: scale)
  }

  /// Sets `color` (straight alpha) as the source.
  func setSource(_ color: RGBAColor) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }

  /// Fills `rect` (in points) with `color`.
  func fill(_ rect: CGRect, color: RGBAColor) {
    setSource(color)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_fill(context)
  }

  /// Runs `body` between `cairo_save` and `cairo_restore`.
  func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
    cairo_save(context)
    defer { cairo_restore(context) }
    return try body()
  }

  /// Unhinted, grayscale anti-aliased glyphs with unhinted metrics: outlines
  /// exactly where the layout put them (no grid fitting), as iOS draws.
  private func applyTextOptions() {
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }
}
