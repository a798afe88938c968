/// The version of the TextMeasure package.
public enum TextMeasureVersion {
  /// This build's version, `major.minor.patch` (semantic versioning): the
  /// one place the version is written. `textmeasure --version` prints it,
  /// and a release is the annotated tag `v` + this value (see CHANGELOG.md).
  public static let current = "0.1.0"
}
