#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

extension UIFont {
  /// `UIFont.Weight`: UIKit's weight scale (−1 lightest, 0 regular, 1 heaviest).
  public typealias Weight = Font.Weight

  /// The system font at `fontSize`: the bundled Inter with SF Pro's line
  /// metrics, so `lineHeight`, `ascender` and `descender` are iOS's (17 pt:
  /// 20.287109375) and widths Inter's; see the engine's
  /// `Font.systemFont(ofSize:weight:italic:engine:)` for SF files.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(ofSize: fontSize, weight: .regular, italic: false)
  }

  /// The system font at `fontSize` and `weight`. Inter ships Regular,
  /// Medium, SemiBold and Bold: lighter weights give Regular, heavier Bold.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(ofSize: fontSize, weight: weight, italic: false)
  }

  /// The bold system font.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(ofSize: fontSize, weight: .bold, italic: false)
  }

  /// The italic system font.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(ofSize: fontSize, weight: .regular, italic: true)
  }

  /// The system font with digits of one width (OpenType `tnum`), for
  /// numbers that line up or change without moving: timestamps, counters.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let font = system(ofSize: fontSize, weight: weight, italic: false)
    return UIFont(font.engineFont.withTabularDigits(), request: font.request)
  }

  /// The monospaced system font (DejaVu Sans Mono through Fontconfig, in
  /// SF Mono's role) at `fontSize`: Book up to medium, Bold from semibold;
  /// see the engine's `Font.monospacedSystemFont(ofSize:weight:engine:)`.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(Font.monospacedSystemFont(ofSize: Double(fontSize), weight: weight))
  }

  /// UIKit's standard label font size, 17 pt.
  public class var labelFontSize: CGFloat { 17 }
  /// UIKit's standard button font size, 18 pt.
  public class var buttonFontSize: CGFloat { 18 }
  /// UIKit's small system font size, 12 pt.
  public class var smallSystemFontSize: CGFloat { 12 }
  /// UIKit's system font size, 14 pt.
  public class var systemFontSize: CGFloat { 14 }

  /// The system font with a weight and slant.
  static func system(ofSize fontSize: CGFloat, weight: Weight, italic: Bool) -> UIFont {
    UIFont(Font.systemFont(ofSize: Double(fontSize), weight: weight, italic: italic), request: .system(weight: weight, italic: italic))
  }
}
#endif
