#if !canImport(UIKit) && !canImport(AppKit)
import Foundation

/// `UIBezierPath`, as far as text layout needs one: a rectangle, for
/// ``NSTextContainer/exclusionPaths``.
///
/// Only `init(rect:)` is provided: the engine flows text around rectangles,
/// so a port whose exclusion paths are ovals or curves does not compile
/// rather than laying text out around a shape it does not have.
///
/// ```swift
/// container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 60))]
/// ```
open class UIBezierPath: NSObject {
  /// The rectangle the path encloses (`UIBezierPath.bounds`).
  public let bounds: CGRect

  /// The path of `rect`'s outline (`UIBezierPath(rect:)`).
  public init(rect: CGRect) {
    bounds = rect
    super.init()
  }

  /// Whether the path encloses no area.
  open var isEmpty: Bool { bounds.isEmpty }
}
#endif
