#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// One attribute carried between a Swift `AttributedString` and an
/// `NSAttributedString`: its `NSAttributedString.Key`, and how its value
/// is read from and written into an `AttributeContainer`.
struct AttributeBridge: Sendable {
  let key: NSAttributedString.Key
  let read: @Sendable (AttributeContainer) -> Any?
  let write: @Sendable (inout AttributeContainer, Any) -> Void

  /// A bridge for `attribute`, whose `NSAttributedString` value is the
  /// attribute's value, or one `fromObjectiveC` turns into it (a number for
  /// a style, say).
  init<Attribute: AttributedStringKey>(
    _ attribute: Attribute.Type,
    fromObjectiveC: @escaping @Sendable (Any) -> Attribute.Value? = { $0 as? Attribute.Value }
  ) where Attribute.Value: Sendable {
    key = NSAttributedString.Key(Attribute.name)
    read = { $0[Attribute.self] }
    write = { container, value in
      if let value = fromObjectiveC(value) { container[Attribute.self] = value }
    }
  }

  /// Every attribute of ``AttributeScopes/UIKitAttributes`` and Foundation's link.
  static let uiKit: [AttributeBridge] = {
    typealias UIKit = AttributeScopes.UIKitAttributes
    return [
      AttributeBridge(UIKit.FontAttribute.self), AttributeBridge(UIKit.ParagraphStyleAttribute.self),
      AttributeBridge(UIKit.ForegroundColorAttribute.self), AttributeBridge(UIKit.BackgroundColorAttribute.self),
      AttributeBridge(UIKit.KernAttribute.self, fromObjectiveC: number),
      AttributeBridge(UIKit.TrackingAttribute.self, fromObjectiveC: number),
      AttributeBridge(UIKit.BaselineOffsetAttribute.self, fromObjectiveC: number),
      AttributeBridge(UIKit.LigatureAttribute.self, fromObjectiveC: { number($0).map { Int($0) } }),
      AttributeBridge(UIKit.ExpansionAttribute.self, fromObjectiveC: number),
      AttributeBridge(UIKit.ObliquenessAttribute.self, fromObjectiveC: number),
      AttributeBridge(UIKit.UnderlineStyleAttribute.self, fromObjectiveC: style),
      AttributeBridge(UIKit.UnderlineColorAttribute.self),
      AttributeBridge(UIKit.StrikethroughStyleAttribute.self, fromObjectiveC: style),
      AttributeBridge(UIKit.StrikethroughColorAttribute.self),
      AttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self, fromObjectiveC: link),
    ]
  }()

  /// A number of any of the types UIKit code stores.
  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: return value
    case let value as Double: return CGFloat(value)
    case let value as Float: return CGFloat(value)
    case let value as Int: return CGFloat(value)
    case let value as NSNumber: return CGFloat(value.doubleValue)
    default: return nil
    }
  }

  /// An underline style, or the raw number UIKit code often stores.
  private static func style(_ value: Any) -> NSUnderlineStyle? {
    if let style = value as? NSUnderlineStyle { return style }
    return number(value).map { NSUnderlineStyle(rawValue: Int($0)) }
  }

  /// A link: a URL, or a string that is one.
  private static func link(_ value: Any) -> URL? {
    (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
  }
}
#endif
