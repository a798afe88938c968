import Foundation

/// `NSStringDrawingContext`: receives the bounds of the last measurement.
///
/// `minimumScaleFactor` is kept for source compatibility but not applied:
/// text is always measured at its fonts' sizes (`actualScaleFactor` is 1).
public final class StringDrawingContext: @unchecked Sendable {
  /// Kept for source compatibility; not applied.
  public var minimumScaleFactor: Double = 0
  /// The scale the text was measured at: always 1.
  public private(set) var actualScaleFactor: Double = 1
  /// The rect of the last measurement made with this context.
  public private(set) var totalBounds: CGRect = .zero

  /// A context with no minimum scale factor.
  public init() {}

  func record(_ rect: CGRect) {
    totalBounds = rect
    actualScaleFactor = 1
  }
}
