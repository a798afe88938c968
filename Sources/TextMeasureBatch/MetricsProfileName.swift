import TextMeasure

/// The metrics profiles a request's `metrics_profile` (and the command
/// line's `--metrics-profile`) may name.
public enum MetricsProfileName: String, CaseIterable, Sendable {
  /// Every font's own tables (``/TextMeasure/MetricsProfile/fontTables``).
  case fonts
  /// Colour emoji measure as Apple Color Emoji does on iOS (``/TextMeasure/MetricsProfile/iOSParity``).
  case ios

  /// The profile the name names.
  public var profile: MetricsProfile { self == .ios ? .iOSParity : .fontTables }
}
