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

  /// The glyphs of `run` that FreeType can load at this canvas's scale, in
  /// order: those ``draw(_:at:color:)`` may hand to cairo (it hands over
  /// those whose ink can reach the canvas). For tests, which check that a
  /// glyph is skipped before drawing it.
  package mutating func drawableGlyphs(of run: GlyphRun) -> [UInt32] {
    let context = uniqueContext()
    var loadable: [UInt32] = []
    context.withFont(of: run) { locked in
      for glyph in run.glyphs {
        locked { face, scaledFont in
          if face.loadableGlyphs.loads(UInt(glyph), in: scaledFont) { loadable.append(glyph) }
        }
      }
    }
    return loadable
  }
}

extension CairoContext {
  /// Draws `run`'s glyphs in `color`, positioned from `baselineOrigin` (the
  /// line's origin on its baseline, in points).
  ///
  /// Runs of a face that could not be opened (which has no glyphs) draw
  /// nothing, and glyphs FreeType cannot load are skipped (see
  /// ``drawableGlyphGroups(of:in:baselineOrigin:)``).
  func show(_ run: GlyphRun, baselineOrigin: CGPoint, color: RGBAColor) {
    show(run, in: run.glyphs.indices, baselineOrigin: baselineOrigin, color: color)
  }

  /// Draws `run`'s glyphs each in the colour `color(index)` gives the
  /// glyph at that index of the run, stretch by stretch of glyphs in one
  /// colour, so a run in one colour is drawn as by
  /// ``show(_:baselineOrigin:color:)``.
  func show(_ run: GlyphRun, baselineOrigin: CGPoint, color: (Int) -> RGBAColor) {
    let colors = run.glyphs.indices.map(color)
    var start = 0
    while start < colors.count {
      var end = start + 1
      while end < colors.count, colors[end] == colors[start] { end += 1 }
      show(run, in: start..<end, baselineOrigin: baselineOrigin, color: colors[start])
      start = end
    }
  }

  /// Draws the glyphs of `run` at `indices` in `color`, holding the face's
  /// lock for one glyph or one group of overlapping glyphs at a time, so
  /// that a long draw lets other draws and measuring use the face in
  /// between: the glyphs are loaded into cairo's cache one by one
  /// (``drawableGlyphGroups(of:in:baselineOrigin:)``), then composited
  /// with `cairo_show_glyphs`, one call per group of glyphs whose ink
  /// overlaps (``InkOverlapGroups``), which gives the pixels of one call for
  /// them all; a wide group is composited in strips of the canvas
  /// (``stripWidth``). `betweenGroups` runs between two calls, holding
  /// nothing (for tests).
  ///
  /// Every cairo call that can load a glyph runs under the lock: should
  /// cairo's cache have let a glyph go by the time it is composited, cairo
  /// loads it again there.
  func show(
    _ run: GlyphRun, in indices: Range<Int>, baselineOrigin: CGPoint, color: RGBAColor,
    betweenGroups: () -> Void = {}
  ) {
    let groups = drawableGlyphGroups(of: run, in: indices, baselineOrigin: baselineOrigin)
    guard !groups.isEmpty else { return }
    withFont(of: run) { locked in
      setSource(color)
      var isFirst = true
      for group in groups {
        for strip in strips(of: group.box) {
          if !isFirst { betweenGroups() }
          isFirst = false
          locked { _, _ in
            withClip(toColumns: strip) {
              group.glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
            }
          }
        }
      }
    }
  }

  /// The widest strip of the canvas, in device pixels, that one
  /// `cairo_show_glyphs` call composites: a group of overlapping glyphs
  /// wider than this (large colour emoji, whose bitmaps reach into their
  /// neighbours') is composited strip by strip, each under the face's lock
  /// on its own.
  static let stripWidth = 512

  /// The columns of device pixels, left to right, in which `box` is
  /// composited one at a time: nil (no clip) for a box at most
  /// ``stripWidth`` wide or without ink.
  private func strips(of box: InkOverlapGroups.Box?) -> [Range<Int>?] {
    guard let box else { return [nil] }
    let left = max(0, Int(box.minX.rounded(.down)))
    let right = min(surface.pixelWidth, Int(box.maxX.rounded(.up)))
    guard right - left > Self.stripWidth else { return [nil] }
    return stride(from: left, to: right, by: Self.stripWidth).map { $0..<min($0 + Self.stripWidth, right) }
  }

  /// Runs `body` with drawing clipped to the columns of device pixels
  /// `columns` (whole pixels, so that the pixels inside are drawn as
  /// without a clip), or unclipped for nil.
  private func withClip(toColumns columns: Range<Int>?, _ body: () -> Void) {
    guard let columns else { return body() }
    withSavedState {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(context, &matrix)
      cairo_identity_matrix(context)
      cairo_rectangle(
        context, Double(columns.lowerBound), 0, Double(columns.count), Double(surface.pixelHeight))
      cairo_clip(context)
      cairo_set_matrix(context, &matrix)
      body()
    }
  }

  /// The glyphs of `run` at `indices` that FreeType can load at its size
  /// (``LoadableGlyphs``) and whose ink can reach the canvas, in order,
  /// positioned from `baselineOrigin`, in the groups ``InkOverlapGroups``
  /// makes of them, each with its ink box in device pixels; none when the
  /// run's font cannot be drawn.
  ///
  /// Each glyph is checked, its ink box read from cairo, and the glyph
  /// loaded into cairo's cache (``CairoGlyphLoader``, unless a draw did
  /// lately: ``LoadedGlyphs``) under the face's lock for that glyph alone.
  func drawableGlyphGroups(
    of run: GlyphRun, in indices: Range<Int>, baselineOrigin: CGPoint
  ) -> [(glyphs: [cairo_glyph_t], box: InkOverlapGroups.Box?)] {
    lazy var loader = CairoGlyphLoader(scale: scale)
    let canvas = InkOverlapGroups.Box(
      minX: 0, minY: 0, maxX: Double(surface.pixelWidth), maxY: Double(surface.pixelHeight))
    var drawable: [cairo_glyph_t] = []
    var boxes: [InkOverlapGroups.Box?] = []
    drawable.reserveCapacity(indices.count)
    boxes.reserveCapacity(indices.count)
    withFont(of: run) { locked in
      for index in indices {
        var glyph = cairo_glyph_t(
          index: UInt(run.glyphs[index]), x: Double(baselineOrigin.x + run.positions[index].x),
          y: Double(baselineOrigin.y + run.positions[index].y))
        locked { face, scaledFont in
          guard face.loadableGlyphs.loads(glyph.index, in: scaledFont) else { return }
          var extents = cairo_text_extents_t()
          cairo_glyph_extents(context, &glyph, 1, &extents)
          let box = inkBox(of: glyph, extents: extents)
          if let box {
            // Off the canvas, a glyph changes no pixel: it is neither loaded nor drawn.
            guard box.meets(canvas) else { return }
            if face.loadedGlyphs.insert(glyph.index, of: scaledFont) {
              loader.load(glyph.index, extents: extents, in: scaledFont)
            }
          }
          drawable.append(glyph)
          boxes.append(box)
        }
      }
    }
    let groups = InkOverlapGroups(boxes)
    return zip(groups.ranges, groups.boxes).map { (Array(drawable[$0]), $1) }
  }

  /// How far, in device pixels, a glyph's pixels may reach past its ink
  /// extents: cairo rounds the glyph's position to a whole pixel and its
  /// bitmap's edges outwards, a pixel each at most.
  static let inkBoxMargin = 2.0

  /// The device pixels `glyph` can touch, from its ink `extents` in user
  /// space (its bearings from its position); nil when it has no ink.
  private func inkBox(of glyph: cairo_glyph_t, extents: cairo_text_extents_t) -> InkOverlapGroups.Box? {
    guard extents.width > 0, extents.height > 0 else { return nil }
    var minX = glyph.x + extents.x_bearing
    var minY = glyph.y + extents.y_bearing
    var maxX = minX + extents.width
    var maxY = minY + extents.height
    cairo_user_to_device(context, &minX, &minY)
    cairo_user_to_device(context, &maxX, &maxY)
    let margin = Self.inkBoxMargin
    return InkOverlapGroups.Box(
      minX: min(minX, maxX) - margin, minY: min(minY, maxY) - margin,
      maxX: max(minX, maxX) + margin, maxY: max(minY, maxY) + margin)
  }

  /// Work done holding a face's lock: it is given the face's cairo face and
  /// the context's scaled font.
  typealias LockedFontWork = (CairoFontFaces.Entry, OpaquePointer) -> Void

  /// Runs `body` with the run's font set on the context (widened by its
  /// horizontal scale), handing it `locked`, which runs the work it is given
  /// holding the face's lock; `locked` runs nothing when the run's font
  /// cannot be drawn, and `body` does not run at all when its size cannot.
  ///
  /// Cairo loads glyphs through the FreeType face, so every cairo call that
  /// can load one (or make the scaled font, or check which glyphs load)
  /// belongs in `locked` (see ``CairoFontFaces``), where the face's
  /// variation axes are hidden from cairo (``CairoVariationShield``). The
  /// context keeps the scaled font between two `locked` calls, which is
  /// only a reference; restoring the context's state, which drops it, is
  /// done holding the lock too.
  func withFont(of run: GlyphRun, _ body: (_ locked: (LockedFontWork) -> Void) -> Void) {
    let emSize = run.font.glyphPointsPerFontUnit * Double(run.font.unitsPerEm)
    guard emSize.isFinite, emSize > 0, run.horizontalScale.isFinite else { return }
    cairo_save(context)
    if run.horizontalScale == 1 {
      cairo_set_font_size(context, emSize)
    } else {
      // Expansion widens the outlines as it widened the advances.
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, emSize * run.horizontalScale, emSize)
      cairo_set_font_matrix(context, &matrix)
    }
    var face: CairoFontFaces.Entry?
    var cannotDraw = false
    body { work in
      guard !cannotDraw else { return }
      _ = run.font.withFreeTypeFace { freeTypeFace in
        CairoVariationShield.withAxesHidden(of: freeTypeFace) {
          if face == nil {
            face = CairoFontFaces.shared.face(for: freeTypeFace, of: run.font)
            face.map { cairo_set_font_face(context, $0.face) }
          }
          guard let face, let scaledFont = cairo_get_scaled_font(context) else {
            cannotDraw = true
            return
          }
          work(face, scaledFont)
        }
      }
    }
    if run.font.withFreeTypeFace({ _ in cairo_restore(context) }) == nil { cairo_restore(context) }
  }
}
