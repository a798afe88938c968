#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

// Bridges to the engine, not UIKit API: UIKit has no such members. They let
// code that holds an `NSParagraphStyle` call the engine, and the reverse.

extension NSParagraphStyle {
  /// A style with the engine style's values. Its tab interval reads as
  /// UIKit's default (0, with twelve stops every 28 pt) when it is the
  /// engine's default, 28.
  public convenience init(_ style: ParagraphStyle) {
    let isDefaultInterval = style.defaultTabInterval == ParagraphStyle.default.defaultTabInterval
    self.init(values: Values(
      style: style, defaultTabInterval: isDefaultInterval ? 0 : CGFloat(style.defaultTabInterval),
      tabStops: isDefaultInterval ? Self.defaultTabStops : []))
  }

  /// The style as the engine lays text out with it: the
  /// ``/TextMeasure/ParagraphStyle`` to give ``/TextMeasure/TextAttributes``.
  /// Tabs step by ``defaultTabInterval`` when it is positive, else every
  /// 28 pt, the spacing of UIKit's twelve default stops.
  public var engineParagraphStyle: ParagraphStyle { values.style }
}
#endif
