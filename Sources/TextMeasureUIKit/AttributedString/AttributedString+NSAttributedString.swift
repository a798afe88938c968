#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension NSAttributedString {
  /// The attributed string with `attributedString`'s characters and its
  /// UIKit attributes (``FoundationEssentials/AttributeScopes/UIKitAttributes`` and the link);
  /// attributes of other scopes are left out.
  public convenience init(_ attributedString: AttributedString) {
    let result = NSMutableAttributedString(string: "")
    for run in attributedString.runs {
      var attributes: [NSAttributedString.Key: Any] = [:]
      for bridge in AttributeBridge.uiKit {
        if let value = bridge.read(run.attributes) { attributes[bridge.key] = value }
      }
      result.append(NSAttributedString(string: String(attributedString.characters[run.range]), attributes: attributes))
    }
    self.init(attributedString: result)
  }

  /// The same as ``init(_:)``: the UIKit scope is the one this module knows.
  public convenience init(
    _ attributedString: AttributedString, including scope: KeyPath<AttributeScopes, AttributeScopes.UIKitAttributes.Type>
  ) {
    self.init(attributedString)
  }
}

extension AttributedString {
  /// The Swift attributed string with `attributedString`'s characters and
  /// the values of its UIKit attributes (numbers become the attribute's
  /// type: an `Int` underline style, a `Double` kern). Other keys and values
  /// of the wrong type are left out; nothing throws, though UIKit's
  /// signature does.
  public init(
    _ attributedString: NSAttributedString,
    including scope: KeyPath<AttributeScopes, AttributeScopes.UIKitAttributes.Type>
  ) throws {
    self.init()
    let string = attributedString.string as NSString
    attributedString.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
      var container = AttributeContainer()
      for bridge in AttributeBridge.uiKit {
        if let value = attributes[bridge.key] { bridge.write(&container, value) }
      }
      append(AttributedString(string.substring(with: range), attributes: container))
    }
  }
}
#endif
