import Foundation

/// Why a bitmap could not be made, drawn, encoded or decoded.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A size in points that is not a finite number greater than 0.
  case invalidSize(width: Double, height: Double)
  /// A scale other than 1, 2 or 3 (the screens' pixels per point).
  case unsupportedScale(Int)
  /// A bitmap over ``Bitmap/maximumPixelsPerSide`` pixels on a side or
  /// ``Bitmap/maximumPixelCount`` pixels in all (pixels: the size in points
  /// × the scale, rounded up).
  case tooLarge(pixelWidth: Double, pixelHeight: Double)
  /// Cairo failed (out of memory, say); the message is cairo's own.
  case drawingFailed(String)
  /// The data is not a PNG that cairo can read; the message is cairo's own.
  case invalidPNG(String)
  /// The PNG could not be written to `path`.
  case writeFailed(path: String, reason: String)
  /// libpng could not encode the PNG; the message is libpng's own.
  case encodingFailed(String)
  /// A PNG over ``ConversationPNGOptions/maximumPixelHeight`` rows.
  case tooTall(pixelHeight: Int)
  /// A page height that is not a finite number greater than 0.
  case invalidPageHeight(Double)
  /// A page height (points) smaller than what message `index` (0-based)
  /// needs: `needed` points, with the space above it on the first page.
  case pageTooShort(pageHeight: Double, index: Int, needed: Double)

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      return "invalid bitmap size \(width) × \(height) pt: both sides must be finite numbers greater than 0"
    case .unsupportedScale(let scale):
      return "unsupported scale \(scale): it must be 1, 2 or 3"
    case .tooLarge(let width, let height):
      return "bitmap of \(Self.format(width)) × \(Self.format(height)) px is too large: at most "
        + "\(Bitmap.maximumPixelsPerSide) px a side and \(Bitmap.maximumPixelCount) px in all"
    case .drawingFailed(let message):
      return "cairo failed: \(message)"
    case .invalidPNG(let message):
      return "not a readable PNG: \(message)"
    case .writeFailed(let path, let reason):
      return "\(path): cannot write the PNG (\(reason))"
    case .encodingFailed(let message):
      return "libpng failed: \(message)"
    case .tooTall(let height):
      return "a PNG of \(height) rows is too tall: at most \(ConversationPNGOptions.maximumPixelHeight) rows "
        + "(what libpng-based readers open by default); split it into pages with a page height"
    case .invalidPageHeight(let height):
      return "invalid page height \(height) pt: it must be a finite number greater than 0"
    case .pageTooShort(let pageHeight, let index, let needed):
      return "the page height \(pageHeight) pt is smaller than message \(index), which needs "
        + "\(needed) pt: a page holds whole messages"
    }
  }

  /// A pixel count without a fraction ("40000"), or in exponent form when huge.
  private static func format(_ pixels: Double) -> String {
    pixels < 1e15 ? String(Int(pixels)) : String(pixels)
  }
}

extension RenderError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
