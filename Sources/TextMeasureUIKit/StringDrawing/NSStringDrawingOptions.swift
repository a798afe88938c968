#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSStringDrawingOptions`: the options of
/// `boundingRect(with:options:attributes:context:)`, with UIKit's names and
/// raw values (`NSStringDrawing.h`). The empty set lays the text out as one
/// line on its baseline.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // The options are computed, not stored: a stored static is initialized
  // lazily, and every use (each default argument) would check that it was.

  /// Lay out as many lines as needed from the top-left of the first line
  /// fragment. Without it the text is one line and the rect's origin is the
  /// baseline: `origin.y` is minus the line's ascent, and the height limit is
  /// ignored.
  public static var usesLineFragmentOrigin: NSStringDrawingOptions { NSStringDrawingOptions(rawValue: 1 << 0) }
  /// Add the fonts' leading (hhea lineGap) to every line's height.
  public static var usesFontLeading: NSStringDrawingOptions { NSStringDrawingOptions(rawValue: 1 << 1) }
  /// Return the ink bounds of the glyphs instead of the typographic bounds.
  public static var usesDeviceMetrics: NSStringDrawingOptions { NSStringDrawingOptions(rawValue: 1 << 3) }
  /// With a finite height, end the last line that fits with "…" when more
  /// text did not fit. Needs `usesLineFragmentOrigin`.
  public static var truncatesLastVisibleLine: NSStringDrawingOptions { NSStringDrawingOptions(rawValue: 1 << 5) }
}
#endif
