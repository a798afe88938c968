#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import TextMeasure

/// `UIColor`: an sRGB colour with alpha, the value of colour attributes.
///
/// Components are kept as given (UIKit's extended range allows values
/// outside 0…1); a renderer clamps them.
///
/// An ``AttributeValueObject``, so that Foundation can compare neighbouring
/// runs' colours.
public final class UIColor: AttributeValueObject, @unchecked Sendable {
  /// Red, green, blue and alpha.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
    super.init()
  }

  /// A grey: `white` in every component.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The components, as UIKit returns them; always true (every colour here is RGB).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// The colour as the engine holds it.
  var rgbaColor: RGBAColor {
    RGBAColor(
      red: Double(components.red), green: Double(components.green), blue: Double(components.blue),
      alpha: Double(components.alpha))
  }

  /// Colours are equal when their four components are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components
  }

  public override var hash: Int {
    var hasher = Hasher()
    for component in [components.red, components.green, components.blue, components.alpha] {
      hasher.combine(component)
    }
    return hasher.finalize()
  }

  // UIKit's fixed colours, with the components its documentation gives.
  /// 0, 0, 0.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Grey 1/3.
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  /// Grey 2/3.
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  /// 1, 1, 1.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Grey 0.5.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// 1, 0, 0.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// 0, 1, 0.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// 0, 0, 1.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// 0, 1, 1.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// 1, 1, 0.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// 1, 0, 1.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// 1, 0.5, 0.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// 0.5, 0, 0.5.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// 0.6, 0.4, 0.2.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// 0, 0, 0, alpha 0.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
#endif
