import Foundation

/// A colour a preset's source paints with, as data for a renderer: sRGB
/// components and alpha from 0 to 1 (`UIColor(red:green:blue:alpha:)`).
public struct PresetColor: Sendable, Hashable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// A colour from components 0…1 (`UIColor(red:green:blue:alpha:)`).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey (`UIColor(white:alpha:)`).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from 0…255 components, as the tutorials' `UIColor.rgb(red:green:blue:)` helper.
  public static func rgb(red: Double, green: Double, blue: Double) -> PresetColor {
    PresetColor(red: red / 255, green: green / 255, blue: blue / 255)
  }

  /// `UIColor.white`.
  public static let white = PresetColor(white: 1)
  /// `UIColor.black` (also `darkTextColor`).
  public static let black = PresetColor(white: 0)
  /// `UIColor.darkGray`: a third of white.
  public static let darkGray = PresetColor(white: 1.0 / 3)
}
