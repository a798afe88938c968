/// San Francisco's line metrics from the published numbers, by hand: the
/// `hhea` ascender 1950, descender −494 and line gap 0 of SF Pro Text and
/// SF Pro Display at 2048 units per em, which iOS's
/// `UIFont.systemFont(ofSize: 17).lineHeight` of 20.287109375 (printed in
/// public projects' XCTest code) is (1950 + 494) × 17 / 2048 of.
public enum SFProLineMetrics {
  /// The ascender at `size` points: 1950 × size / 2048.
  public static func ascender(_ size: Double) -> Double { 1950 * size / 2048 }
  /// The descender at `size` points, negative: −494 × size / 2048.
  public static func descender(_ size: Double) -> Double { -494 * size / 2048 }
  /// The line height at `size` points: (1950 + 494 + 0) × size / 2048.
  public static func lineHeight(_ size: Double) -> Double { 2444 * size / 2048 }
}
