import Foundation

extension NSAttributedString.Key {
  /// The font (a ``Font``); without it, the system font at 12 pt.
  public static let font = NSAttributedString.Key("NSFont")
  /// Kerning in points (see ``TextAttributes/kern``): absent = the font's
  /// kerning, 0 = off, any other value = tracking after each grapheme cluster.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph style (an ``NSMutableParagraphStyle`` or a ``ParagraphStyle``).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// The Swift 3 spelling of `NSAttributedString.Key.font`, as older iOS code writes it.
public let NSFontAttributeName = NSAttributedString.Key.font
/// The Swift 3 spelling of `NSAttributedString.Key.kern`.
public let NSKernAttributeName = NSAttributedString.Key.kern
/// The Swift 3 spelling of `NSAttributedString.Key.paragraphStyle`.
public let NSParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle

extension TextAttributes {
  /// Attributes read from a Foundation attribute dictionary: `.font` (a
  /// ``Font``), `.kern` (any number) and `.paragraphStyle`
  /// (``NSMutableParagraphStyle`` or ``ParagraphStyle``). Other keys are
  /// ignored; a missing font is the system font at 12 pt.
  public init(_ dictionary: [NSAttributedString.Key: Any]?) {
    let dictionary = dictionary ?? [:]
    self.init(font: dictionary[.font] as? Font ?? TextAttributes.default.font)
    kern = Self.number(dictionary[.kern])
    if let style = dictionary[.paragraphStyle] as? NSMutableParagraphStyle {
      paragraphStyle = style.style
    } else if let style = dictionary[.paragraphStyle] as? ParagraphStyle {
      paragraphStyle = style
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
