/// How different two bitmaps may be and still match (a golden test's slack).
///
/// ```swift
/// let tolerance = DiffTolerance(channel: 2, maximumDifferingShare: 0.001)
/// let difference = try rendered.difference(from: golden, tolerance: tolerance)
/// #expect(difference.isWithinTolerance, "\(difference)")
/// ```
public struct DiffTolerance: Sendable, Hashable {
  /// The largest difference of a channel (0...255, premultiplied) for which
  /// two pixels still count as the same.
  public var channel: Int
  /// The largest share of differing pixels, 0...1, for which the bitmaps
  /// still match.
  public var maximumDifferingShare: Double

  /// A tolerance; the defaults accept no difference at all.
  public init(channel: Int = 0, maximumDifferingShare: Double = 0) {
    self.channel = channel
    self.maximumDifferingShare = maximumDifferingShare
  }

  /// No difference at all.
  public static let exact = DiffTolerance()
}
