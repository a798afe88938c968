#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

// Why `CGSize(width: 250, height: .greatestFiniteMagnitude)` needs this on
// Linux: swift-corelibs-foundation gives `CGSize` (and `CGPoint`, `CGRect`)
// an initializer taking `CGFloat`s and one taking `Double`s, and both
// `CGFloat` and `Double` have a `greatestFiniteMagnitude`. The type checker
// finds two solutions of equal rank (the literal 250 is a `CGFloat` in one
// and a `Double` in the other, neither its default type), so it reports
// "ambiguous use of 'greatestFiniteMagnitude'".
//
// The two members below redeclare the standard library's with the same
// value, marked `@_disfavoredOverload`. A member declared outside the
// standard library hides the standard library's member of the same type
// and name (name lookup's shadowing rule), and a disfavoured choice ranks
// below any other, so the `CGFloat` solution wins wherever the two tied,
// with or without `import Foundation` beside `import TextMeasureUIKit`.
// Where `Double` was the only or the better solution (a `Double` variable,
// a float literal, `Double.greatestFiniteMagnitude`) it still is, with the
// same value. Compiled out where UIKit or AppKit exists, as the idiom
// compiles there.

extension Double {
  /// The largest finite `Double`, 0x1.fffffffffffffp+1023, as the standard
  /// library's: redeclared so that `CGSize(width: 250, height: .greatestFiniteMagnitude)`
  /// and the same idiom on `CGRect` and `CGPoint` pick `CGFloat` (see this file's head).
  @_disfavoredOverload @inlinable
  public static var greatestFiniteMagnitude: Double { 0x1.fffffffffffffp+1023 }

  /// Positive infinity, as the standard library's: redeclared so that
  /// `CGSize(width: 250, height: .infinity)` picks `CGFloat` (see this file's head).
  @_disfavoredOverload @inlinable
  public static var infinity: Double { Double(bitPattern: 0x7FF0_0000_0000_0000) }
}
#endif
