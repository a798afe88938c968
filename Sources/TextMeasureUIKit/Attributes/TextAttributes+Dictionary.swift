#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

extension TextAttributes {
  /// Attributes read from a Foundation attribute dictionary: `.font` (a
  /// ``UIFont`` or an engine `Font`), `.kern` (any number) and
  /// `.paragraphStyle` (an ``NSParagraphStyle`` or an engine
  /// `ParagraphStyle`). A missing font is the system font at 12 pt, as in
  /// UIKit. Keys that do not change a measured size are accepted and ignored.
  public init(_ dictionary: [NSAttributedString.Key: Any]?) {
    let dictionary = dictionary ?? [:]
    self.init(font: Self.font(dictionary[.font]) ?? TextAttributes.default.font)
    kern = Self.number(dictionary[.kern])
    if let style = dictionary[.paragraphStyle] as? NSParagraphStyle {
      paragraphStyle = style.style
    } else if let style = dictionary[.paragraphStyle] as? ParagraphStyle {
      paragraphStyle = style
    }
  }

  private static func font(_ value: Any?) -> Font? {
    switch value {
    case let font as UIFont: return font.engineFont
    case let font as Font: return font
    default: return nil
    }
  }

  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: return value
    case let value as CGFloat: return Double(value)
    case let value as Float: return Double(value)
    case let value as Int: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }
}
#endif
