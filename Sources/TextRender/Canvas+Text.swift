import CCairo
import Foundation
import TextMeasure

extension Canvas {
  /// Draws every glyph of `layout` where the layout put it, in `color`.
  ///
  /// The layout's top left (its coordinates' origin) lands on `origin`, in
  /// points. See ``draw(_:at:colors:)`` for how glyphs are drawn.
  public mutating func draw(_ layout: TextLayout, at origin: CGPoint, color: RGBAColor) {
    draw(layout, at: origin) { _ in color }
  }

  /// Draws every glyph of `layout` where the layout put it, each run in the
  /// colour `colors` gives it (an ellipsis in grey, say).
  ///
  /// Nothing is laid out again: each glyph is drawn at its line's origin
  /// plus its position, on the line's baseline (`origin + line.origin.x +
  /// position.x`, `origin + line.baseline + position.y`), at its font's size
  /// times the metrics profile's glyph scale. Right-to-left runs are already
  /// in visual order. Glyphs are unhinted and anti-aliased in grey. Colour
  /// glyphs keep their own colours (Noto Color Emoji's CBDT bitmaps, scaled
  /// by cairo to the size; COLRv0 glyphs, whose layers FreeType renders in
  /// their palette's colours); the run's colour applies to the others.
  ///
  /// Cairo 1.16 draws each glyph from a cached bitmap at a whole device
  /// pixel: a glyph lands within half a pixel of its exact position.
  ///
  /// A glyph FreeType cannot load (a colour emoji whose PNG data is
  /// damaged, say) is skipped: nothing is drawn in its place and the other
  /// glyphs stay where the layout put them. The layout still measures it
  /// by the font's tables, as it measured every glyph.
  ///
  /// - Parameters:
  ///   - layout: the measured layout, drawn as it is.
  ///   - origin: where the layout's top left goes, in points (an infinite
  ///     or NaN origin draws nothing).
  ///   - colors: the colour of each glyph run that has no colours of its own.
  public mutating func draw(_ layout: TextLayout, at origin: CGPoint, colors: (GlyphRun) -> RGBAColor) {
    drawLines(of: layout, at: origin, shift: { _ in 0 }, colors: colors)
  }

  /// Draws `layout` with line `i` moved `lineShifts[i]` points to the right
  /// of where the layout put it (a renderer that aligns lines itself, such as
  /// right-to-left lines flush right in a bubble). Each line is drawn once.
  public mutating func draw(_ layout: TextLayout, at origin: CGPoint, lineShifts: [Double], color: RGBAColor) {
    drawLines(of: layout, at: origin, shift: { $0 < lineShifts.count ? lineShifts[$0] : 0 }, colors: { _ in color })
  }

  private mutating func drawLines(
    of layout: TextLayout, at origin: CGPoint, shift: (Int) -> Double, colors: (GlyphRun) -> RGBAColor
  ) {
    guard origin.isFinite else { return }
    let context = uniqueContext()
    let isDecorated = layout.text.hasDecoration
    for (index, line) in layout.lines.enumerated() {
      let baseline = CGPoint(x: origin.x + line.origin.x + shift(index), y: origin.y + line.baseline)
      guard isDecorated else {
        for run in line.runs { context.show(run, baselineOrigin: baseline, color: colors(run)) }
        continue
      }
      let spans = DecoratedSpan.spans(of: line, in: layout.text, runColor: colors)
      context.paintBackgrounds(of: spans, baselineOrigin: baseline, top: origin.y + line.origin.y, height: line.height)
      for run in line.runs {
        context.show(run, baselineOrigin: baseline) { index in
          layout.text.attributes(at: run.clusters[index]).decoration.foregroundColor.map(\.clampedToVisibleRange) ?? colors(run)
        }
      }
      context.paintLines(of: spans, baselineOrigin: baseline)
    }
  }

  /// The glyphs of `run` that ``draw(_:at:color:)`` hands to cairo at this
  /// canvas's scale, in order: those FreeType can load. For tests, which
  /// check that a glyph is skipped before drawing it.
  package mutating func drawableGlyphs(of run: GlyphRun) -> [UInt32] {
    var drawable: [UInt32] = []
    uniqueContext().withDrawableGlyphs(of: run, baselineOrigin: .zero) { glyphs in
      drawable = glyphs.map { UInt32(truncatingIfNeeded: $0.index) }
    }
    return drawable
  }
}

extension CairoContext {
  /// Draws `run`'s glyphs with `cairo_show_glyphs`, positioned from
  /// `baselineOrigin` (the line's origin on its baseline, in points).
  ///
  /// Runs of a face that could not be opened (which has no glyphs) draw
  /// nothing, and glyphs FreeType cannot load are skipped (see
  /// ``withDrawableGlyphs(of:baselineOrigin:_:)``).
  func show(_ run: GlyphRun, baselineOrigin: CGPoint, color: RGBAColor) {
    withDrawableGlyphs(of: run, baselineOrigin: baselineOrigin) { glyphs in
      setSource(color)
      cairo_show_glyphs(context, glyphs.baseAddress, Int32(glyphs.count))
    }
  }

  /// Draws `run`'s glyphs each in the colour `color(index)` gives the
  /// glyph at that index of the run: one `cairo_show_glyphs` per stretch of
  /// glyphs in one colour, so a run in one colour is drawn as by
  /// ``show(_:baselineOrigin:color:)``.
  func show(_ run: GlyphRun, baselineOrigin: CGPoint, color: (Int) -> RGBAColor) {
    let colors = run.glyphs.indices.map(color)
    var start = 0
    while start < colors.count {
      var end = start + 1
      while end < colors.count, colors[end] == colors[start] { end += 1 }
      withDrawableGlyphs(of: run, in: start..<end, baselineOrigin: baselineOrigin) { glyphs in
        setSource(colors[start])
        cairo_show_glyphs(context, glyphs.baseAddress, Int32(glyphs.count))
      }
      start = end
    }
  }

  /// Runs `body` with the run's font set on the context (widened by its
  /// horizontal scale) and the glyphs of `run` (those at `indices`, or
  /// all) that FreeType can load at its size (``LoadableGlyphs``), in
  /// order, positioned from `baselineOrigin`; not at all when none can be
  /// drawn.
  ///
  /// Cairo loads glyphs through the FreeType face, so `body` runs holding
  /// its lock (see ``CairoFontFaces``) and with the face's variation axes
  /// hidden from cairo (``CairoVariationShield``); restoring the context's
  /// state drops its scaled font before the lock is released.
  func withDrawableGlyphs(
    of run: GlyphRun, in indices: Range<Int>? = nil, baselineOrigin: CGPoint,
    _ body: (UnsafeBufferPointer<cairo_glyph_t>) -> Void
  ) {
    let emSize = run.font.glyphPointsPerFontUnit * Double(run.font.unitsPerEm)
    let indices = indices ?? run.glyphs.indices
    guard !indices.isEmpty, emSize.isFinite, emSize > 0, run.horizontalScale.isFinite else { return }
    let glyphs = zip(run.glyphs[indices], run.positions[indices]).map { glyph, position in
      cairo_glyph_t(
        index: UInt(glyph), x: Double(baselineOrigin.x + position.x), y: Double(baselineOrigin.y + position.y))
    }
    _ = run.font.withFreeTypeFace { freeTypeFace in
      CairoVariationShield.withAxesHidden(of: freeTypeFace) {
        guard let face = CairoFontFaces.shared.face(for: freeTypeFace, of: run.font) else { return }
        withSavedState {
          cairo_set_font_face(context, face.face)
          if run.horizontalScale == 1 {
            cairo_set_font_size(context, emSize)
          } else {
            // Expansion widens the outlines as it widened the advances.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, emSize * run.horizontalScale, emSize)
            cairo_set_font_matrix(context, &matrix)
          }
          let drawable = face.loadableGlyphs.keepingLoadable(glyphs, in: cairo_get_scaled_font(context))
          guard !drawable.isEmpty else { return }
          drawable.withUnsafeBufferPointer(body)
        }
      }
    }
  }
}
