import Foundation

extension CGPoint {
  /// Whether both coordinates are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  /// Whether both sides are finite.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
  /// Whether the origin and size are finite (`CGRect.null` is not).
  public var isFinite: Bool { origin.isFinite && size.isFinite }
}
