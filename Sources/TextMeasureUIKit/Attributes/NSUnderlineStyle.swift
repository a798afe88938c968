#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `NSUnderlineStyle`: the value of `.underlineStyle` and `.strikethroughStyle`
/// (no effect on size).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the pattern bits clear).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Alternating dashes and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Lines under words only, not under the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Put in an attribute dictionary, a style becomes the `NSNumber` of its raw
/// value, as `NSUnderlineStyle.single.rawValue` does. Foundation would
/// otherwise box the struct, and a boxed struct can stop the process when
/// neighbouring runs are compared (see ``AttributeValueObject``).
extension NSUnderlineStyle: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: rawValue) }

  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout NSUnderlineStyle?) {
    result = NSUnderlineStyle(rawValue: source.intValue)
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout NSUnderlineStyle?) -> Bool {
    result = NSUnderlineStyle(rawValue: source.intValue)
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> NSUnderlineStyle {
    NSUnderlineStyle(rawValue: source?.intValue ?? 0)
  }
}
#endif
