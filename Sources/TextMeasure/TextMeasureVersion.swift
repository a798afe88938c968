/// The version of the TextMeasure package.
///
/// The one place the version is written: the `textmeasure` command prints it
/// for `--version`, and a release is tagged `v` followed by it
/// (`v0.1.0`). It follows Semantic Versioning: `major.minor.patch`.
public enum TextMeasureVersion {
  /// The package's version, `major.minor.patch` (e.g. "0.1.0").
  public static let current = "0.1.0"
}
