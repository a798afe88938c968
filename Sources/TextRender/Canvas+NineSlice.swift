import BubbleLayout
import CCairo
import Foundation
import TextMeasure

extension Canvas {
  /// Draws `image` stretched over `destination` as UIKit draws
  /// `image.resizableImage(withCapInsets:resizingMode: .stretch)`.
  ///
  /// Each of `nineSlice`'s slices is drawn on its own: the corners at
  /// their size, the top and bottom edges stretched horizontally, the left
  /// and right edges vertically and the centre both ways, each sampling
  /// only its own part of the image (no colour bleeds across a cap). A
  /// source part of zero width or height (caps that meet in the middle)
  /// stretches the single pixel line there. Pieces are filled without
  /// anti-aliasing, pixel centres deciding, so that neighbours meet without
  /// seams. Nothing is drawn when `destination` is not finite or the image
  /// size is not positive.
  ///
  /// - Parameters:
  ///   - image: the bubble image; `nineSlice.imageSize` (in points) maps
  ///     onto its pixels, so it is normally `image.size`.
  ///   - nineSlice: the image's size and cap insets.
  ///   - destination: where the image goes, in points.
  ///   - mirrored: flip the result left to right (an incoming bubble).
  ///   - tint: draw the image as a template (`.alwaysTemplate` and a
  ///     `tintColor`): this colour, through the image's alpha. nil draws
  ///     the image's own colours.
  public mutating func draw(
    _ image: Bitmap, nineSlice: NineSlice, in destination: CGRect, mirrored: Bool = false,
    tint: RGBAColor? = nil
  ) {
    let pixelsPerPoint = (
      x: Double(image.pixelWidth) / Double(nineSlice.imageSize.width),
      y: Double(image.pixelHeight) / Double(nineSlice.imageSize.height)
    )
    guard destination.isFinite, pixelsPerPoint.x.isFinite, pixelsPerPoint.y.isFinite, pixelsPerPoint.x > 0,
      pixelsPerPoint.y > 0
    else { return }
    let context = uniqueContext()
    let source = ImageSurface(image)
    for slice in nineSlice.slices(in: destination, mirrored: mirrored) {
      let pixels = (
        x: Self.pixelSpan(slice.source.minX, slice.source.maxX, scale: pixelsPerPoint.x, limit: image.pixelWidth),
        y: Self.pixelSpan(slice.source.minY, slice.source.maxY, scale: pixelsPerPoint.y, limit: image.pixelHeight)
      )
      context.draw(source, part: pixels, into: slice.destination, mirrored: slice.isMirrored, tint: tint)
    }
  }

  /// The whole pixels from `start` to `end` points: edges rounded to the
  /// nearest pixel, at least one pixel, inside `0..<limit`.
  private static func pixelSpan(_ start: Double, _ end: Double, scale: Double, limit: Int) -> Range<Int> {
    let first = min(max(0, Int((start * scale).rounded())), limit - 1)
    let last = min(max(first + 1, Int((end * scale).rounded())), limit)
    return first..<last
  }
}

extension CairoContext {
  /// Draws the pixels `part` of `source` stretched over `destination` (in
  /// points), flipped left to right when `mirrored`, optionally as a
  /// template tinted with `tint`.
  func draw(
    _ source: ImageSurface, part: (x: Range<Int>, y: Range<Int>), into destination: CGRect, mirrored: Bool,
    tint: RGBAColor?
  ) {
    let (left, top) = (Double(destination.minX), Double(destination.minY))
    let (width, height) = (Double(destination.width), Double(destination.height))
    guard width > 0, height > 0 else { return }
    let (partWidth, partHeight) = (Double(part.x.count), Double(part.y.count))
    let piece = cairo_surface_create_for_rectangle(
      source.surface, Double(part.x.lowerBound), Double(part.y.lowerBound), partWidth, partHeight)
    let pattern = cairo_pattern_create_for_surface(piece)
    defer {
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(piece)
    }
    // PAD repeats the piece's edge pixels: sampling never reaches a neighbour.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    // User space (points) to the piece's pixels.
    let (scaleX, scaleY) = (partWidth / width, partHeight / height)
    var matrix = cairo_matrix_t()
    if mirrored {
      cairo_matrix_init(&matrix, -scaleX, 0, 0, scaleY, partWidth + left * scaleX, -top * scaleY)
    } else {
      cairo_matrix_init(&matrix, scaleX, 0, 0, scaleY, -left * scaleX, -top * scaleY)
    }
    cairo_pattern_set_matrix(pattern, &matrix)
    withSavedState {
      cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
      cairo_rectangle(context, left, top, width, height)
      if let tint {
        cairo_clip(context)
        setSource(tint)
        cairo_mask(context, pattern)
      } else {
        cairo_set_source(context, pattern)
        cairo_fill(context)
      }
    }
  }
}
