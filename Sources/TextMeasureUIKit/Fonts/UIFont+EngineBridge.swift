#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

// Bridges to the engine, not UIKit API: UIKit has no such members. They let
// code that holds a `UIFont` call the engine, and the reverse.

extension UIFont {
  /// The engine font this font measures with: the `Font` to give
  /// ``/TextMeasure/TextMeasurer`` or ``/TextMeasure/TextAttributes``.
  public var engineFont: Font { base }

  /// A font that measures with `font`, the engine's font (its cascade
  /// list included); its traits are read from the face, as for a named font.
  public convenience init(_ font: Font) {
    self.init(font, request: .named(font.fontName))
  }
}
#endif
