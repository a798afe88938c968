/// A cell's vertical motion under its spring.
public struct JSQSpringState: Sendable, Hashable {
  /// The centre's y, in content coordinates.
  public var position: Double
  /// Points per second, positive downward.
  public var velocity: Double

  /// A cell at `position` moving at `velocity` (at rest by default).
  public init(position: Double, velocity: Double = 0) {
    self.position = position
    self.velocity = velocity
  }
}
