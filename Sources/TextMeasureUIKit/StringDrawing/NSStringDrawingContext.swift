#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSStringDrawingContext`: how far text may shrink to fit, and what the
/// last measurement used.
public final class NSStringDrawingContext {
  /// When between 0 and 1, text that would be truncated, clipped or cut by
  /// the height is measured with its fonts shrunk as little as needed to fit,
  /// but not below this fraction of their sizes. 0 (the default) turns it off.
  public var minimumScaleFactor: CGFloat = 0
  /// The scale the last measurement used (1 when nothing shrank).
  public private(set) var actualScaleFactor: CGFloat = 1
  /// The rect of the last measurement made with this context.
  public private(set) var totalBounds: CGRect = .zero

  /// A context with no minimum scale factor.
  public init() {}

  func record(_ rect: CGRect, scaleFactor: Double) {
    totalBounds = rect
    actualScaleFactor = CGFloat(scaleFactor)
  }
}
#endif
