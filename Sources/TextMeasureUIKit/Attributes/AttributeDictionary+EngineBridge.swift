#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

// A bridge to the engine, not UIKit API: it lets code that holds
// a Foundation attribute dictionary call the engine.

extension TextAttributes {
  /// Attributes read from a Foundation attribute dictionary, as UIKit reads
  /// them:
  /// - `.font`: a ``UIFont`` or an engine `Font` (a struct, which
  ///   Foundation may fail to compare in neighbouring runs: see
  ///   ``AttributeValueObject``); without one, the system font at 12 pt,
  ///   as in UIKit;
  /// - `.kern`, `.tracking`, `.baselineOffset`, `.expansion`: any number;
  /// - `.ligature`: 0 is essential ligatures only, 1 the font's standard
  ///   ones; 2 (all ligatures, which Apple says iOS does not support) is
  ///   taken as 1, and any other value is ignored;
  /// - `.paragraphStyle`: an ``NSParagraphStyle`` or an engine
  ///   `ParagraphStyle` (a struct, as for `.font`);
  /// - `.attachment`: an ``NSTextAttachment``, laid out as a box;
  /// - `.foregroundColor`, `.backgroundColor` (``UIColor``), `.underlineStyle`,
  ///   `.strikethroughStyle` (``NSUnderlineStyle`` or its raw number) with
  ///   `.underlineColor`, `.strikethroughColor`: the decoration, for drawing.
  ///
  /// Other keys (`.link`, `.shadow`, `.obliqueness`, …) do not change a
  /// measured size and are ignored here.
  public init(_ dictionary: [NSAttributedString.Key: Any]?) {
    let dictionary = dictionary ?? [:]
    self.init(font: Self.font(dictionary[.font]) ?? TextAttributes.default.font)
    kern = Self.number(dictionary[.kern])
    tracking = Self.number(dictionary[.tracking])
    baselineOffset = Self.number(dictionary[.baselineOffset]) ?? 0
    expansion = Self.number(dictionary[.expansion]) ?? 0
    ligatures = Self.number(dictionary[.ligature]).flatMap(Self.ligatures)
    inlineBox = (dictionary[.attachment] as? NSTextAttachment)?.inlineBox
    if let style = dictionary[.paragraphStyle] as? NSParagraphStyle {
      paragraphStyle = style.engineParagraphStyle
    } else if let style = dictionary[.paragraphStyle] as? ParagraphStyle {
      paragraphStyle = style
    }
    decoration = TextDecoration(
      foregroundColor: Self.color(dictionary[.foregroundColor]), backgroundColor: Self.color(dictionary[.backgroundColor]),
      underline: Self.line(dictionary[.underlineStyle], color: dictionary[.underlineColor]),
      strikethrough: Self.line(dictionary[.strikethroughStyle], color: dictionary[.strikethroughColor]))
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

  private static func ligatures(_ value: Double) -> Ligatures? {
    switch value {
    case 0: return .essential
    case 1, 2: return .standard
    default: return nil
    }
  }

  private static func color(_ value: Any?) -> RGBAColor? {
    (value as? UIColor)?.rgbaColor
  }

  /// The line an underline or strikethrough style asks for: none for 0 or
  /// a value that is not a style; single, thick or double by the style's
  /// weight bits (its pattern and by-word bits are not drawn).
  private static func line(_ style: Any?, color: Any?) -> TextDecoration.Line? {
    guard let raw = (style as? NSUnderlineStyle)?.rawValue ?? number(style).map({ Int($0) }) else { return nil }
    let weight: TextDecoration.Line.Style
    switch raw & 0x0F {
    case 0: return nil
    case NSUnderlineStyle.thick.rawValue: weight = .thick
    case NSUnderlineStyle.double.rawValue: weight = .double
    default: weight = .single
    }
    return TextDecoration.Line(style: weight, color: Self.color(color))
  }
}
#endif
