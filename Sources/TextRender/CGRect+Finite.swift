import Foundation

extension CGRect {
  /// Whether every coordinate is finite: drawing skips other rects, so that
  /// cairo never sees an infinity or NaN.
  var isFinite: Bool {
    [origin.x, origin.y, size.width, size.height].allSatisfy { Double($0).isFinite }
  }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isFinite: Bool { Double(x).isFinite && Double(y).isFinite }
}
