#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSTextTab`: a tab stop of an ``NSParagraphStyle``. Kept and compared;
/// the engine does not place tabs at custom stops (see ``NSParagraphStyle/tabStops``).
public final class NSTextTab: AttributeValueObject, @unchecked Sendable {
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
    super.init()
  }

  /// Stops are equal when their alignment and location are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSTextTab else { return false }
    return alignment == other.alignment && location == other.location
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(alignment)
    hasher.combine(location)
    return hasher.finalize()
  }
}
#endif
