#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSTextTab`: a tab stop of an ``NSParagraphStyle``. Kept and compared;
/// the engine does not place tabs at custom stops (see ``NSParagraphStyle/tabStops``).
public final class NSTextTab: Hashable, @unchecked Sendable {
  /// `NSTextTab.OptionKey`: keys of a tab's options.
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The characters that end a decimal or column tab's text.
    public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
  }

  /// How text aligns at the stop.
  public let alignment: NSTextAlignment
  /// The stop's distance from the line's start, in points.
  public let location: CGFloat
  /// The tab's options.
  public let options: [OptionKey: Any]

  /// A stop at `location` aligning text by `alignment`.
  public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
    self.alignment = alignment
    self.location = location
    self.options = options
  }

  /// Stops are equal when their alignment and location are.
  public static func == (lhs: NSTextTab, rhs: NSTextTab) -> Bool {
    lhs.alignment == rhs.alignment && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(alignment)
    hasher.combine(location)
  }
}
#endif
