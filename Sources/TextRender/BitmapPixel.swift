extension Bitmap {
  /// One pixel: 8-bit channels premultiplied by alpha, as stored.
  ///
  /// An opaque pixel's channels are its colour; a half-transparent white is
  /// `Pixel(red: 128, green: 128, blue: 128, alpha: 128)`.
  public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    /// Red, premultiplied, 0...255.
    public var red: UInt8
    /// Green, premultiplied, 0...255.
    public var green: UInt8
    /// Blue, premultiplied, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// A pixel from premultiplied channels (each ≤ `alpha` for a valid pixel).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// A fully transparent pixel.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// The pixel of a cairo ARGB32 word.
    init(word: UInt32) {
      self.init(
        red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
        blue: UInt8(truncatingIfNeeded: word), alpha: UInt8(truncatingIfNeeded: word >> 24))
    }

    /// The cairo ARGB32 word of the pixel.
    var word: UInt32 {
      UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// `rgba(r, g, b, a)` with the stored (premultiplied) channels.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
  }
}
