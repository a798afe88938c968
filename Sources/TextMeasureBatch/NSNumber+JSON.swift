import Foundation

extension NSNumber {
  /// Whether `JSONSerialization` made this number from `true` or `false`.
  var isJSONBoolean: Bool { String(cString: objCType) == "c" }
  /// Whether `JSONSerialization` made this number from an integer literal.
  var isJSONInteger: Bool { ["i", "l", "q", "s"].contains(String(cString: objCType)) }
  /// Whether `JSONSerialization` made this number from an integer literal
  /// above `Int.max` (it keeps those up to `UInt64.max` exact).
  var isJSONUnsignedInteger: Bool { String(cString: objCType) == "Q" }
}
