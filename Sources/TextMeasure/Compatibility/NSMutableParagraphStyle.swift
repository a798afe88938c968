/// `NSMutableParagraphStyle` for code ported from UIKit: a reference type
/// over ``ParagraphStyle`` whose properties read and write the same names.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 4
/// let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
/// ```
@dynamicMemberLookup
public final class NSMutableParagraphStyle {
  /// The style's values.
  public var style: ParagraphStyle

  /// The default style.
  public init() { style = ParagraphStyle() }

  /// A copy of `style`.
  public init(_ style: ParagraphStyle) { self.style = style }

  /// Reads and writes any ``ParagraphStyle`` property by name.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ParagraphStyle, Value>) -> Value {
    get { style[keyPath: keyPath] }
    set { style[keyPath: keyPath] = newValue }
  }
}

/// `NSParagraphStyle`: the same class (its values are copied where they are used).
public typealias NSParagraphStyle = NSMutableParagraphStyle
