import CCairo

/// Has cairo load glyphs into its glyph cache (outline rendered, colour
/// bitmap decoded and scaled) without drawing them where they go: each
/// glyph is drawn across the one pixel of a surface of the loader's own.
///
/// Loading is what takes long in a draw (a colour emoji at 2,000 pt is
/// decoded and scaled to millions of pixels) and what uses the FreeType
/// face; a draw loads its glyphs one at a time, each under the face's lock,
/// before it composites them (see ``CairoContext/drawableGlyphGroups(of:in:baselineOrigin:)``).
/// Cairo keeps one cache per scaled font, and hands out one scaled font per
/// face, size, transformation and options: the loader's context has the
/// canvas's scale and text options, so the glyphs it loads are those the
/// canvas draws.
final class CairoGlyphLoader {
  private let scratch: CairoContext

  /// A loader for a canvas of `scale` pixels per point.
  init(scale: Int) {
    scratch = CairoContext(surface: ImageSurface(pixelWidth: 1, pixelHeight: 1), scale: scale)
  }

  /// Has cairo load `glyph` of `scaledFont`, whose ink `extents` (in user
  /// space, from the glyph's origin) cairo gave; a glyph without ink draws
  /// no pixel and needs nothing loaded beyond its extents.
  ///
  /// - Precondition: the caller holds the lock of the face `scaledFont`
  ///   draws with (`Font.withFreeTypeFace`).
  func load(_ glyph: UInt, extents: cairo_text_extents_t, in scaledFont: OpaquePointer) {
    guard extents.width > 0, extents.height > 0 else { return }
    // The ink's centre on the centre of the surface's pixel.
    let pixelCentre = 0.5 / Double(scratch.scale)
    var placed = cairo_glyph_t(
      index: glyph, x: pixelCentre - extents.x_bearing - extents.width / 2,
      y: pixelCentre - extents.y_bearing - extents.height / 2)
    scratch.withSavedState {
      cairo_set_scaled_font(scratch.context, scaledFont)
      cairo_show_glyphs(scratch.context, &placed, 1)
    }
  }
}
