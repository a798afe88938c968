/// Options of `boundingRect(with:options:attributes:context:)`
/// (`NSStringDrawingOptions`, same raw values).
public struct StringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The bits, as in `NSStringDrawingOptions`.
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // The options are computed, not stored: a stored static is initialized
  // lazily, and every use (each default argument) would check that it was.

  /// Lay out as many lines as needed from the top-left of the first line
  /// fragment. Without it the text is one line and the rect's origin is the
  /// baseline: `origin.y` is minus the line's ascent, and the height limit is
  /// ignored.
  public static var usesLineFragmentOrigin: StringDrawingOptions { StringDrawingOptions(rawValue: 1 << 0) }
  /// Add the fonts' leading (hhea lineGap) to every line's height.
  public static var usesFontLeading: StringDrawingOptions { StringDrawingOptions(rawValue: 1 << 1) }
  /// Return the ink bounds of the glyphs instead of the typographic bounds.
  public static var usesDeviceMetrics: StringDrawingOptions { StringDrawingOptions(rawValue: 1 << 3) }
  /// With a finite height, end the last line that fits with "…" when more
  /// text did not fit. Needs `usesLineFragmentOrigin`.
  public static var truncatesLastVisibleLine: StringDrawingOptions { StringDrawingOptions(rawValue: 1 << 5) }
}
