extension Bitmap {
  /// Compares this bitmap with `reference`, pixel by pixel and channel by
  /// channel (premultiplied values, as stored).
  ///
  /// A pixel differs when any of its channels differs by more than
  /// `tolerance.channel`. Bitmaps of different sizes are compared over the
  /// larger width and height, a bitmap's missing pixels counting as
  /// transparent; they never match.
  ///
  /// - Returns: the counts, the largest difference and a diff image.
  /// - Throws: ``RenderError/tooLarge(pixelWidth:pixelHeight:)`` when the
  ///   diff image of two differently sized bitmaps would pass the limits.
  /// - Complexity: O(pixels).
  public func difference(from reference: Bitmap, tolerance: DiffTolerance = .exact) throws -> BitmapDifference {
    let (width, height) = (Swift.max(pixelWidth, reference.pixelWidth), Swift.max(pixelHeight, reference.pixelHeight))
    var image = try Bitmap(pixelWidth: width, pixelHeight: height, scale: reference.scale)
    var (differing, largest) = (0, 0)
    for y in 0..<height {
      for x in 0..<width {
        let actual = word(x: x, y: y)
        let expected = reference.word(x: x, y: y)
        let channelDifference = Self.largestChannelDifference(actual, expected)
        largest = Swift.max(largest, channelDifference)
        let isDifferent = channelDifference > tolerance.channel
        if isDifferent { differing += 1 }
        image.words[y * width + x] = isDifferent ? Self.markWord : Self.fadedWord(expected)
      }
    }
    return BitmapDifference(
      tolerance: tolerance, sizesMatch: pixelWidth == reference.pixelWidth && pixelHeight == reference.pixelHeight,
      pixelCount: width * height, differingPixelCount: differing, largestChannelDifference: largest, image: image)
  }

  /// The stored word at (`x`, `y`); transparent outside the bitmap.
  private func word(x: Int, y: Int) -> UInt32 {
    x < pixelWidth && y < pixelHeight ? words[y * pixelWidth + x] : 0
  }

  /// A differing pixel in the diff image: opaque red.
  private static let markWord: UInt32 = 0xFFFF_0000

  /// The largest absolute difference between the four channels of two words.
  private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
      let difference = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
      largest = Swift.max(largest, difference)
    }
    return largest
  }

  /// A matching pixel in the diff image: the reference pixel over white,
  /// turned to grey (Rec. 601 luma) and faded three quarters towards white.
  private static func fadedWord(_ word: UInt32) -> UInt32 {
    let alpha = Int(word >> 24)
    // Premultiplied over white: channel + (255 − alpha).
    let (red, green, blue) = (
      Int((word >> 16) & 0xFF) + 255 - alpha, Int((word >> 8) & 0xFF) + 255 - alpha, Int(word & 0xFF) + 255 - alpha
    )
    let luma = (299 * red + 587 * green + 114 * blue) / 1000
    let faded = UInt32(255 - (255 - luma) / 4)
    return 0xFF00_0000 | faded << 16 | faded << 8 | faded
  }
}
