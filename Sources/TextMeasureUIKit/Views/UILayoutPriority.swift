#if !canImport(UIKit) && !canImport(AppKit)
/// `UILayoutPriority`: how strongly a size wants to hold, from 1 to 1000,
/// with UIKit's levels and raw values (`NSLayoutConstraint.h`).
///
/// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// weighs the fitting priorities against a view's content hugging
/// (``defaultLow``) and compression resistance (``defaultHigh``).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a view's resistance to being compressed below its content.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a view's resistance to growing beyond its content (hugging).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` gives the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority `value` higher.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

  /// A priority `value` lower.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
#endif
