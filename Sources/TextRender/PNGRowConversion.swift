/// Converts rows of cairo's ARGB32 pixels (premultiplied alpha in a
/// native-endian word) to the bytes PNG stores: red, green, blue and, for
/// an image with alpha, straight (not premultiplied) alpha.
///
/// The arithmetic is cairo's own `unpremultiply_data` (cairo-png.c), so a
/// PNG reads back as cairo wrote it: each colour channel is
/// `(c × 255 + a / 2) / a` in integers, and a fully transparent pixel is
/// all zeros. An opaque pixel's channels are copied as they are (the
/// formula gives them back unchanged).
enum PNGRowConversion {
  /// Writes `width` pixels of `row` into `bytes` as 4-byte RGBA.
  static func rgba(_ row: UnsafePointer<UInt32>, width: Int, into bytes: UnsafeMutablePointer<UInt8>) {
    for x in 0..<width {
      let word = row[x]
      let alpha = word >> 24
      let out = bytes + x &* 4
      switch alpha {
      case 255:
        out[0] = UInt8(truncatingIfNeeded: word >> 16)
        out[1] = UInt8(truncatingIfNeeded: word >> 8)
        out[2] = UInt8(truncatingIfNeeded: word)
      case 0:
        out[0] = 0
        out[1] = 0
        out[2] = 0
      default:
        out[0] = unpremultiplied(word >> 16 & 0xFF, alpha: alpha)
        out[1] = unpremultiplied(word >> 8 & 0xFF, alpha: alpha)
        out[2] = unpremultiplied(word & 0xFF, alpha: alpha)
      }
      out[3] = UInt8(truncatingIfNeeded: alpha)
    }
  }

  /// Writes `width` opaque pixels of `row` into `bytes` as 3-byte RGB;
  /// false (the bytes are then incomplete) when a pixel is not opaque.
  static func rgb(_ row: UnsafePointer<UInt32>, width: Int, into bytes: UnsafeMutablePointer<UInt8>) -> Bool {
    var alphas: UInt32 = 0xFF
    for x in 0..<width {
      let word = row[x]
      alphas &= word >> 24
      let out = bytes + x &* 3
      out[0] = UInt8(truncatingIfNeeded: word >> 16)
      out[1] = UInt8(truncatingIfNeeded: word >> 8)
      out[2] = UInt8(truncatingIfNeeded: word)
    }
    return alphas == 0xFF
  }

  /// Whether every pixel in `words` is opaque (alpha 255).
  static func isOpaque(_ words: UnsafeBufferPointer<UInt32>) -> Bool {
    var alphas: UInt32 = 0xFF
    for word in words { alphas &= word >> 24 }
    return alphas == 0xFF
  }

  /// A premultiplied channel divided by alpha (1...254), rounded as cairo does.
  private static func unpremultiplied(_ channel: UInt32, alpha: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: (channel &* 255 &+ alpha / 2) / alpha)
  }
}
