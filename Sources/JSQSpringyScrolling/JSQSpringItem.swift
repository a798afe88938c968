import Foundation

/// A visible cell under JSQ's springy layout: where the flow layout put its
/// centre (the spring's anchor) and where it is now.
public struct JSQSpringItem: Sendable, Hashable {
  /// The spring's anchor: the cell's centre in the flow layout, in content
  /// coordinates.
  public var anchor: CGPoint
  /// The cell's current centre.
  public var center: CGPoint

  /// An item at `center`, attached at `anchor` (at rest by default).
  public init(anchor: CGPoint, center: CGPoint? = nil) {
    self.anchor = anchor
    self.center = center ?? anchor
  }
}
