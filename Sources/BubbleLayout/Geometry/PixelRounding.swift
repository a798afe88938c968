import Foundation

/// The roundings chat layouts apply to measured text.
public enum PixelRounding {
  /// `CGRectIntegral`: the origin floored, the far edges ceiled, so the
  /// result contains the rect. A null rect stays null; an empty one keeps
  /// its (floored) origin.
  public static func integral(_ rect: CGRect) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    let standard = rect.standardized
    let minX = standard.minX.rounded(.down)
    let minY = standard.minY.rounded(.down)
    let maxX = standard.maxX.rounded(.up)
    let maxY = standard.maxY.rounded(.up)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `value` rounded up to the device pixel grid: `ceil(value × scale) / scale`.
  ///
  /// - Parameters:
  ///   - value: a length in points.
  ///   - scale: the screen scale, 1, 2 or 3 (any value > 0).
  public static func ceil(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.up) / scale
  }

  /// Both dimensions rounded up to the device pixel grid.
  public static func ceil(_ size: CGSize, scale: Double) -> CGSize {
    CGSize(width: ceil(Double(size.width), scale: scale), height: ceil(Double(size.height), scale: scale))
  }
}
