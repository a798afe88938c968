#if !canImport(UIKit) && !canImport(AppKit)
extension UIFont {
  /// `UIFont.TextStyle`: a Dynamic Type style, with UIKit's raw values.
  ///
  /// iOS 17's `extraLargeTitle` and `extraLargeTitle2` are not here: Apple's
  /// iOS Dynamic Type tables do not list them.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large Title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline (semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subhead.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body, the default style of chat messages.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
#endif
