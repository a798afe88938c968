import CCairo
import Foundation
import TextMeasure

/// A bitmap being drawn on, in points: fills, bubble shapes, nine-slice
/// images, avatars and laid-out text, composited with cairo.
///
/// Coordinates are in points with the origin at the top left and y growing
/// downward (UIKit's convention); the canvas has `scale` pixels per point.
/// Everything is anti-aliased and composited "over" what is already there,
/// with colours in sRGB. Geometry with an infinite or NaN coordinate draws
/// nothing.
///
/// ```swift
/// let layout = try TextMeasurer().layout("Hello Susi", font: .systemFont(ofSize: 17), width: 250)
/// var canvas = try Canvas(size: CGSize(width: 120, height: 40), scale: 2)
/// canvas.fill(RGBAColor(white: 1))
/// canvas.draw(layout, at: CGPoint(x: 12, y: 8), color: .black)
/// let png = try canvas.makeBitmap().pngData()
/// ```
///
/// A canvas is a value: a copy draws independently of the original (the
/// pixels are copied on the first change after copying). Drawing calls do
/// not throw; cairo's errors (out of memory) are kept and reported by
/// ``makeBitmap()``. Use a canvas from one thread at a time; canvases on
/// different threads draw at once, in one face too: a draw holds the face's
/// lock to load one glyph, or to composite one group of overlapping glyphs,
/// at a time.
public struct Canvas {
  /// The cairo context and surface; replaced by a copy before changing
  /// pixels another canvas shares.
  private var storage: CairoContext

  /// A transparent canvas of `size` points at `scale` pixels per point.
  ///
  /// - Throws: as ``Bitmap/init(size:scale:)``: a size that is not finite
  ///   and positive, a scale other than 1, 2 or 3, or too many pixels.
  public init(size: CGSize, scale: Int) throws {
    let pixels = try Bitmap.pixelSize(of: size, scale: scale)
    try Bitmap.validate(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
    storage = CairoContext(
      surface: ImageSurface(pixelWidth: pixels.width, pixelHeight: pixels.height), scale: scale)
  }

  /// A transparent canvas of the rows `rows` of a picture `pixelWidth`
  /// pixels wide: drawing at a point draws what a canvas of the whole
  /// picture draws there, moved up `rows.lowerBound` rows (a band of a
  /// picture too tall for one canvas). Paths, fills and glyphs land on the
  /// same pixels with the same values; a stretched image (a nine-slice
  /// piece) is sampled through a matrix cairo composes with the move in
  /// floating point, so a rare pixel of it can differ by one level.
  ///
  /// - Throws: as ``Bitmap/init(size:scale:)`` for a band of `pixelWidth`
  ///   × `rows.count` pixels.
  init(pixelWidth: Int, rows: Range<Int>, scale: Int) throws {
    try Bitmap.validate(pixelWidth: pixelWidth, pixelHeight: rows.count, scale: scale)
    storage = CairoContext(
      surface: ImageSurface(pixelWidth: pixelWidth, pixelHeight: rows.count), scale: scale, topRow: rows.lowerBound)
  }

  /// A canvas that draws over a copy of `bitmap`, at its scale.
  public init(bitmap: Bitmap) {
    storage = CairoContext(surface: ImageSurface(bitmap), scale: bitmap.scale)
  }

  /// Pixels per point: 1, 2 or 3.
  public var scale: Int { storage.scale }

  /// The size in points (the pixel size divided by ``scale``).
  public var size: CGSize {
    CGSize(
      width: Double(storage.surface.pixelWidth) / Double(scale),
      height: Double(storage.surface.pixelHeight) / Double(scale))
  }

  /// The pixels drawn so far.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when cairo failed while
  ///   drawing (out of memory, say).
  /// - Complexity: O(pixels): the pixels are copied.
  public func makeBitmap() throws -> Bitmap {
    try storage.bitmap()
  }

  /// Paints the whole canvas with `color`, over what is there (a
  /// background on a new canvas).
  public mutating func fill(_ color: RGBAColor) {
    let context = uniqueContext()
    context.setSource(color)
    cairo_paint(context.context)
  }

  /// Fills `rect` (in points) with `color`; edges between pixels are
  /// anti-aliased. A rect with an infinite or NaN coordinate draws nothing.
  public mutating func fill(_ rect: CGRect, color: RGBAColor) {
    guard rect.isFinite else { return }
    uniqueContext().fill(rect, color: color)
  }

  /// Runs `body` with the canvas's first row of pixels (cairo's ARGB32)
  /// and the bytes from one row to the next.
  ///
  /// - Throws: ``RenderError/drawingFailed(_:)`` when cairo failed while
  ///   drawing; what `body` throws.
  func withRows<Result>(_ body: (UnsafeRawPointer, Int) throws -> Result) throws -> Result {
    let status = cairo_status(storage.context)
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.drawingFailed(ImageSurface.message(for: status)) }
    return try storage.surface.withRows(body)
  }

  /// The context, first copied if another canvas shares it.
  mutating func uniqueContext() -> CairoContext {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }
}
