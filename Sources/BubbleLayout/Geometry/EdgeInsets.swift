import Foundation

/// Insets on each edge of a rectangle, in points (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Insets in UIKit's order: top, left, bottom, right.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = EdgeInsets(all: 0)

  /// `left + right`.
  public var horizontal: Double { left + right }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }

  /// The insets with left and right exchanged (an incoming bubble mirrors an outgoing one).
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}

extension CGRect {
  /// The rect shrunk by `insets` (`UIEdgeInsetsInsetRect`).
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.horizontal,
      height: height - insets.vertical)
  }
}
