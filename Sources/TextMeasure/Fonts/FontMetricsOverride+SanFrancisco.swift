extension FontMetricsOverride {
  /// San Francisco's line metrics, which the bundled Inter measures with
  /// when it stands in for the system font (see
  /// ``Font/usesSanFranciscoMetrics``): ascender 1950, descender −494 and
  /// line gap 0 in 2048 units per em, the `hhea` values of SF Pro Text and
  /// SF Pro Display alike.
  ///
  /// With them `UIFont.systemFont(ofSize: 17).lineHeight` is
  /// (1950 + 494) / 2048 × 17 = 20.287109375, as on iOS. The values are
  /// published, not read from Apple's files (none is bundled):
  /// - 17 pt (SF Pro Text): iOS gives `lineHeight` 20.287109375 in XCTest
  ///   code of public projects (one line of `UIFont.systemFont(ofSize: 17)`
  ///   from `NSLayoutManager`; two lines 40.57421875, so nothing is rounded),
  ///   and an iOS 26.1 probe published ascender 16.1865234375 and descender
  ///   −4.1005859375, leading 0: 1950 and −494 × 17 / 2048.
  /// - 20 pt (SF Pro Display, from Apple's switch at 20 pt): iOS 9 printed
  ///   ascender 19.04… and descender −4.82… for `systemFont(ofSize: 20)`,
  ///   and a later iOS a `size(withAttributes:)` height of 23.8671875:
  ///   1950, −494 and 2444 × 20 / 2048.
  ///
  /// Both optical sizes have the same line metrics, so one override holds
  /// at every size. It changes no advance: widths stay the stand-in's.
  public static let sanFrancisco = FontMetricsOverride(
    ascender: 1950 / 2048, descender: -494 / 2048, leading: 0)
}
