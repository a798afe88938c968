import Foundation
import TextMeasure

/// An image of whole pixels for a size in points at a screen scale: what a
/// view of that size shows on a 1×, 2× or 3× screen.
///
/// Pixels are 8-bit red, green, blue and alpha, premultiplied by alpha (the
/// memory layout of cairo's `CAIRO_FORMAT_ARGB32`), rows top to bottom. A new
/// bitmap is transparent. Draw into one with a ``Canvas``; read and change
/// single pixels with the subscript; compare two with
/// ``difference(from:tolerance:)``; encode with ``pngData(compression:)``.
///
/// ```swift
/// var canvas = try Canvas(size: CGSize(width: 120, height: 40), scale: 2)
/// canvas.fill(RGBAColor(white: 1))
/// try canvas.makeBitmap().writePNG(to: URL(fileURLWithPath: "bubble.png"))   // 240 × 80 px
/// ```
///
/// A bitmap is a value: copies share storage until one of them changes.
public struct Bitmap: Sendable, Hashable {
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// Pixels per point: 1, 2 or 3.
  public let scale: Int
  /// The pixels, row by row: `alpha << 24 | red << 16 | green << 8 | blue`,
  /// premultiplied, as cairo stores them in a native-endian 32-bit word.
  var words: [UInt32]

  /// The most pixels a side may have: cairo's limit for image surfaces.
  public static let maximumPixelsPerSide = 32767
  /// The most pixels a bitmap may have: 2²⁸ (256 Mi pixels, 1 GiB of memory),
  /// so that an absurd size fails with an error instead of exhausting memory.
  public static let maximumPixelCount = 1 << 28

  /// A transparent bitmap of `size` points at `scale`.
  ///
  /// Each side has `size × scale` pixels, rounded up, so the bitmap covers
  /// the whole size.
  ///
  /// - Parameters:
  ///   - size: the size in points; both sides finite and greater than 0.
  ///   - scale: pixels per point: 1, 2 or 3.
  /// - Throws: ``RenderError/invalidSize(width:height:)``,
  ///   ``RenderError/unsupportedScale(_:)`` or ``RenderError/tooLarge(pixelWidth:pixelHeight:)``
  ///   (over ``maximumPixelsPerSide`` or ``maximumPixelCount``).
  public init(size: CGSize, scale: Int) throws {
    let pixels = try Self.pixelSize(of: size, scale: scale)
    try self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
  }

  /// A transparent bitmap of whole pixels.
  ///
  /// - Throws: as ``validate(pixelWidth:pixelHeight:scale:)``.
  init(pixelWidth: Int, pixelHeight: Int, scale: Int) throws {
    try Self.validate(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    words = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
  }

  /// The pixels that cover `size` points at `scale`: each side × scale,
  /// rounded up, the height at most `maximumHeight` (a picture written to
  /// PNG in bands may be taller than a bitmap).
  ///
  /// - Throws: as ``init(size:scale:)``.
  static func pixelSize(
    of size: CGSize, scale: Int, maximumHeight: Int = maximumPixelsPerSide
  ) throws -> (width: Int, height: Int) {
    let (width, height) = (Double(size.width), Double(size.height))
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw RenderError.invalidSize(width: width, height: height)
    }
    guard (1...3).contains(scale) else { throw RenderError.unsupportedScale(scale) }
    let (pixelWidth, pixelHeight) = ((width * Double(scale)).rounded(.up), (height * Double(scale)).rounded(.up))
    // Compared as Double first: a huge size does not fit an Int.
    guard pixelWidth <= Double(maximumPixelsPerSide), pixelHeight <= Double(maximumHeight) else {
      throw RenderError.tooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
    return (Int(pixelWidth), Int(pixelHeight))
  }

  /// Checks a pixel size and scale against the limits.
  ///
  /// - Throws: ``RenderError/invalidSize(width:height:)`` for a side < 1,
  ///   ``RenderError/unsupportedScale(_:)`` for a scale other than 1...3, or
  ///   ``RenderError/tooLarge(pixelWidth:pixelHeight:)``.
  static func validate(pixelWidth: Int, pixelHeight: Int, scale: Int) throws {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw RenderError.invalidSize(width: Double(pixelWidth), height: Double(pixelHeight))
    }
    guard (1...3).contains(scale) else { throw RenderError.unsupportedScale(scale) }
    guard pixelWidth <= maximumPixelsPerSide, pixelHeight <= maximumPixelsPerSide,
      pixelWidth * pixelHeight <= maximumPixelCount
    else { throw RenderError.tooLarge(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight)) }
  }

  /// The size in points: the pixel size divided by the scale.
  public var size: CGSize {
    CGSize(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
  }

  /// The pixel in column `x` and row `y`, counted from the top left.
  ///
  /// - Precondition: `0 ≤ x < pixelWidth` and `0 ≤ y < pixelHeight`.
  public subscript(x x: Int, y y: Int) -> Pixel {
    get {
      precondition((0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y), "pixel (\(x), \(y)) out of range")
      return Pixel(word: words[y * pixelWidth + x])
    }
    set {
      precondition((0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y), "pixel (\(x), \(y)) out of range")
      words[y * pixelWidth + x] = newValue.word
    }
  }
}
