/// An sRGB colour with straight (not premultiplied) alpha, as
/// `UIColor(red:green:blue:alpha:)` gives it: the colour of a decoration,
/// of a BubbleLayout preset and of everything TextRender paints.
///
/// Components are kept as given; 0…1 is the visible range (UIKit's
/// extended range allows others), and a renderer clamps them.
public struct RGBAColor: Sendable, Hashable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// A colour from its components (`UIColor(red:green:blue:alpha:)`).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey: `white` in each colour component (`UIColor(white:alpha:)`).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
}
