#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

extension UIColor {
  /// A colour from hue, saturation and brightness (HSB, also called HSV)
  /// in the sRGB space, converted to red, green and blue as UIKit stores it.
  ///
  /// The hue is a fraction of the colour wheel (0 and 1 are red, 1/3 green,
  /// 2/3 blue); values outside 0…1 wrap around it, and a hue that is not
  /// finite counts as 0. Saturation and brightness are clamped to 0…1 (a
  /// NaN counts as 0). Alpha is kept as given, as in ``init(red:green:blue:alpha:)``.
  /// The conversion is the standard hexcone model (Alvy Ray Smith, "Color
  /// Gamut Transform Pairs", SIGGRAPH 1978): with the hue in sixths `h`,
  /// chroma `c = brightness × saturation` and `x = c × (1 − |h mod 2 − 1|)`,
  /// the sector of `h` orders `(c, x, 0)` among red, green and blue, and
  /// `brightness − c` is added to each.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
    let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
    let sixths = turn * 6
    let chroma = unit(brightness) * unit(saturation)
    let second = chroma * (1 - abs(sixths.truncatingRemainder(dividingBy: 2) - 1))
    let lightest = unit(brightness) - chroma
    let (red, green, blue): (CGFloat, CGFloat, CGFloat)
    switch Int(sixths) {
    case 0: (red, green, blue) = (chroma, second, 0)
    case 1: (red, green, blue) = (second, chroma, 0)
    case 2: (red, green, blue) = (0, chroma, second)
    case 3: (red, green, blue) = (0, second, chroma)
    case 4: (red, green, blue) = (second, 0, chroma)
    default: (red, green, blue) = (chroma, 0, second)
    }
    self.init(red: red + lightest, green: green + lightest, blue: blue + lightest, alpha: alpha)
  }

  /// Text on light backgrounds: grey 0, alpha 1 (black), the components UIKit documents.
  public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
#endif
