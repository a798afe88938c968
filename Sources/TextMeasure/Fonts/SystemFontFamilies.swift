/// The family names a folder of system fonts is searched for (see
/// ``TextEngine/useSystemFonts(in:families:)``): Apple's San Francisco by
/// default.
public struct SystemFontFamilies: Sendable, Hashable {
  /// The static family for sizes below ``displaySize`` ("SF Pro Text").
  public var text: String
  /// The static family from ``displaySize`` up ("SF Pro Display").
  public var display: String
  /// The variable family, whose optical size axis replaces the two ("SF Pro").
  public var variable: String
  /// Where the static families switch: 20 pt, Apple's switch from SF Pro
  /// Text to SF Pro Display (WWDC 2020 "The details of UI typography":
  /// Text below 20 points, Display at 20 points and above).
  public var displaySize: Double

  /// Families with these names.
  public init(text: String, display: String, variable: String, displaySize: Double = 20) {
    self.text = text
    self.display = display
    self.variable = variable
    self.displaySize = displaySize
  }

  /// Apple's San Francisco: SF Pro Text, SF Pro Display and the variable SF Pro.
  public static let sanFrancisco = SystemFontFamilies(text: "SF Pro Text", display: "SF Pro Display", variable: "SF Pro")
}
