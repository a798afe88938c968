#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension AttributeScopes {
  /// The UIKit attributes of a Swift `AttributedString` (iOS 15's
  /// `AttributeScopes.UIKitAttributes`), with Foundation's: each key's name
  /// is its `NSAttributedString.Key` raw value, so the conversions to and
  /// from `NSAttributedString` carry them.
  ///
  /// ```swift
  /// var text = AttributedString("Hello")
  /// text.font = .systemFont(ofSize: 17)
  /// let size = NSAttributedString(text).boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
  /// ```
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let paragraphStyle: ParagraphStyleAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let ligature: LigatureAttribute
    public let expansion: ExpansionAttribute
    public let obliqueness: ObliquenessAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let underlineColor: UnderlineColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let strikethroughColor: StrikethroughColorAttribute
    public let foundation: FoundationAttributes
  }

  /// The UIKit scope, for `AttributedString(_:including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// `text.font`, `text.foregroundColor` and the other UIKit attributes.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}

extension AttributeScopes.UIKitAttributes {
  /// `.font`: a ``UIFont``.
  public enum FontAttribute: AttributedStringKey {
    public typealias Value = UIFont
    public static let name = NSAttributedString.Key.font.rawValue
  }
  /// `.paragraphStyle`: an ``NSParagraphStyle``.
  public enum ParagraphStyleAttribute: AttributedStringKey {
    public typealias Value = NSParagraphStyle
    public static let name = NSAttributedString.Key.paragraphStyle.rawValue
  }
  /// `.foregroundColor`: a ``UIColor``.
  public enum ForegroundColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = NSAttributedString.Key.foregroundColor.rawValue
  }
  /// `.backgroundColor`: a ``UIColor``.
  public enum BackgroundColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = NSAttributedString.Key.backgroundColor.rawValue
  }
  /// `.kern`, in points.
  public enum KernAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = NSAttributedString.Key.kern.rawValue
  }
  /// `.tracking`, in points.
  public enum TrackingAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = NSAttributedString.Key.tracking.rawValue
  }
  /// `.baselineOffset`, in points.
  public enum BaselineOffsetAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = NSAttributedString.Key.baselineOffset.rawValue
  }
  /// `.ligature`: 0 or 1.
  public enum LigatureAttribute: AttributedStringKey {
    public typealias Value = Int
    public static let name = NSAttributedString.Key.ligature.rawValue
  }
  /// `.expansion`: the log of the horizontal expansion factor.
  public enum ExpansionAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = NSAttributedString.Key.expansion.rawValue
  }
  /// `.obliqueness`: the skew.
  public enum ObliquenessAttribute: AttributedStringKey {
    public typealias Value = CGFloat
    public static let name = NSAttributedString.Key.obliqueness.rawValue
  }
  /// `.underlineStyle`: an ``NSUnderlineStyle``.
  public enum UnderlineStyleAttribute: AttributedStringKey {
    public typealias Value = NSUnderlineStyle
    public static let name = NSAttributedString.Key.underlineStyle.rawValue
  }
  /// `.underlineColor`: a ``UIColor``.
  public enum UnderlineColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = NSAttributedString.Key.underlineColor.rawValue
  }
  /// `.strikethroughStyle`: an ``NSUnderlineStyle``.
  public enum StrikethroughStyleAttribute: AttributedStringKey {
    public typealias Value = NSUnderlineStyle
    public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
  }
  /// `.strikethroughColor`: a ``UIColor``.
  public enum StrikethroughColorAttribute: AttributedStringKey {
    public typealias Value = UIColor
    public static let name = NSAttributedString.Key.strikethroughColor.rawValue
  }
}
#endif
