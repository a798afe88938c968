/// How a bitmap differs from a reference: the count of differing pixels,
/// the largest difference, and an image that shows where.
///
/// Made by ``Bitmap/difference(from:tolerance:)``.
public struct BitmapDifference: Sendable, Hashable, CustomStringConvertible {
  /// The tolerance the bitmaps were compared with.
  public let tolerance: DiffTolerance
  /// Whether both bitmaps have the same pixel size.
  public let sizesMatch: Bool
  /// The pixels compared: the width and height of the larger bitmap on each
  /// side multiplied (outside a bitmap, its pixels count as transparent).
  public let pixelCount: Int
  /// The pixels where some channel differs by more than `tolerance.channel`.
  public let differingPixelCount: Int
  /// The largest difference of any channel of any pixel, 0...255 (also
  /// counting pixels within the tolerance).
  public let largestChannelDifference: Int
  /// Where they differ: differing pixels opaque red, the others the
  /// reference faded to light grey. The size of the comparison, at the
  /// reference's scale.
  public let image: Bitmap

  /// `differingPixelCount / pixelCount`.
  public var differingShare: Double { Double(differingPixelCount) / Double(pixelCount) }

  /// Whether the bitmaps match: the same size, and no more than
  /// `tolerance.maximumDifferingShare` of the pixels differing.
  public var isWithinTolerance: Bool {
    sizesMatch && differingShare <= tolerance.maximumDifferingShare
  }

  /// The counts in a sentence, e.g. "3 of 200 pixels differ by more than 0
  /// (largest channel difference 255)".
  public var description: String {
    "\(differingPixelCount) of \(pixelCount) pixels differ by more than \(tolerance.channel) "
      + "(largest channel difference \(largestChannelDifference))" + (sizesMatch ? "" : "; the sizes differ")
  }
}
