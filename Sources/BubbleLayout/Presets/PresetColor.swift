import Foundation
import TextMeasure

/// A colour a preset's source paints with, as data for a renderer: the
/// engine's sRGB ``/TextMeasure/RGBAColor``.
public typealias PresetColor = RGBAColor

extension RGBAColor {
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
