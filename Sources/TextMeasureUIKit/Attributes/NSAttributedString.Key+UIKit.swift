#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension NSAttributedString.Key {
  /// The font (a ``UIFont``, or an engine `Font`); without it, the system font at 12 pt.
  public static let font = NSAttributedString.Key("NSFont")
  /// Kerning in points (see `TextAttributes.kern`): absent = the font's
  /// kerning, 0 = off, any other value = that much space after each
  /// grapheme cluster, kerning kept.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph style (an ``NSParagraphStyle``, or an engine `ParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The text colour (a ``UIColor``): no effect on size; TextRender draws it.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text (a ``UIColor``): no effect on size; TextRender draws it.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// An ``NSUnderlineStyle`` (or its raw `Int`): no effect on size; TextRender draws it.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The underline's colour (a ``UIColor``); absent = the text colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// An ``NSUnderlineStyle`` for a line through the text: no effect on size; TextRender draws it.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The strikethrough's colour (a ``UIColor``); absent = the text colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A link (`URL` or `String`): accepted and ignored, no effect on size or
  /// drawing (UIKit's text views colour links themselves; a label does not).
  public static let link = NSAttributedString.Key("NSLink")
  /// Points to move the glyphs up (positive) or down; the line grows to hold them.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The log of the horizontal expansion factor applied to glyphs.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The skew applied to glyphs: accepted and ignored; TextKit does not
  /// widen the line for it, and TextRender does not slant the glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// 0: essential ligatures only; 1 (default): the font's standard ones.
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// Points of tracking (iOS 14): added after each cluster, hanging after a line's last.
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An ``NSTextAttachment``: a box laid out in place of the character it is set on.
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// An `NSShadow`: accepted and ignored (not drawn, no effect on size).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The outline colour: accepted and ignored (not drawn, no effect on size).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The outline width: accepted and ignored (not drawn, no effect on size).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// A text effect (letterpress): accepted and ignored (not drawn, no effect on size).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// Bidi embedding and override controls: accepted and ignored (the
  /// paragraph's base direction and the Unicode bidi algorithm decide).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// The Swift 3 spelling of `NSAttributedString.Key.font`, as older iOS code writes it.
public let NSFontAttributeName = NSAttributedString.Key.font
/// The Swift 3 spelling of `NSAttributedString.Key.kern`.
public let NSKernAttributeName = NSAttributedString.Key.kern
/// The Swift 3 spelling of `NSAttributedString.Key.paragraphStyle`.
public let NSParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle
/// The Swift 3 spelling of `NSAttributedString.Key.foregroundColor`.
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
/// The Swift 3 spelling of `NSAttributedString.Key.backgroundColor`.
public let NSBackgroundColorAttributeName = NSAttributedString.Key.backgroundColor
/// The Swift 3 spelling of `NSAttributedString.Key.underlineStyle`.
public let NSUnderlineStyleAttributeName = NSAttributedString.Key.underlineStyle
/// The Swift 3 spelling of `NSAttributedString.Key.link`.
public let NSLinkAttributeName = NSAttributedString.Key.link
/// The Swift 3 spelling of `NSAttributedString.Key.baselineOffset`.
public let NSBaselineOffsetAttributeName = NSAttributedString.Key.baselineOffset
#endif
