import Foundation

/// The `UIAttachmentBehavior` JSQ attaches to every visible cell
/// (`jsq_springBehaviorWithLayoutAttributesItem:`): a spring from the cell's
/// centre to its anchor of `length` 1, `damping` 1 and `frequency` 1, and the
/// motion it gives a cell released at some distance.
///
/// The model is the linear damped oscillator along y (cells move only
/// vertically), with angular frequency `ω = 2π × frequency` and damping
/// ratio `ζ = damping`. Its rest point is `length` from the anchor on the
/// cell's side: the spring is relaxed there. JSQ's `ζ = 1` is critically
/// damped: a cell released at rest glides back without overshooting,
/// `x(t) = x₀ (1 + ωt) e^(−ωt)`.
///
/// ```swift
/// var state = JSQSpringState(position: 130)                 // anchored at 100
/// for _ in 0..<120 { state = JSQSpringBehavior.jsq.step(state, anchor: 100, duration: 1.0 / 60) }
/// state.position                                            // ≈ 101.001
/// ```
public struct JSQSpringBehavior: Sendable, Hashable {
  /// JSQ 7.3's spring: length 1, damping 1, frequency 1.
  public static let jsq = JSQSpringBehavior(length: 1, damping: 1, frequency: 1)

  /// The spring's rest length, in points.
  public var length: Double
  /// The damping ratio: 1 is critical, less oscillates, more creeps.
  public var damping: Double
  /// The undamped frequency in hertz; 0 or less makes the attachment rigid.
  public var frequency: Double

  /// A spring.
  public init(length: Double, damping: Double, frequency: Double) {
    self.length = length
    self.damping = damping
    self.frequency = frequency
  }

  /// Where a cell at `position` comes to rest: `length` from `anchor`, on
  /// the cell's side (a cell exactly at the anchor has no side and stays).
  public func restPosition(anchor: Double, position: Double) -> Double {
    position == anchor ? anchor : anchor + (position > anchor ? length : -length)
  }

  /// The cell's state `duration` seconds later: an exact step of the linear
  /// oscillator about the rest point on the cell's current side (exact as
  /// long as the cell does not cross its anchor within the step, which a
  /// critically damped cell released at rest never does).
  public func step(_ state: JSQSpringState, anchor: Double, duration: Double) -> JSQSpringState {
    let rest = restPosition(anchor: anchor, position: state.position)
    guard frequency > 0 else { return JSQSpringState(position: rest) }
    let x0 = state.position - rest
    let v0 = state.velocity
    let omega = 2 * Double.pi * frequency
    let zeta = max(0, damping)
    let t = duration
    let x: Double
    let v: Double
    if zeta < 1 {
      let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * t)
      let (cosine, sine) = (cos(dampedOmega * t), sin(dampedOmega * t))
      x = decay * (x0 * cosine + (v0 + zeta * omega * x0) / dampedOmega * sine)
      v = decay * (v0 * cosine - (omega * omega * x0 + zeta * omega * v0) / dampedOmega * sine)
    } else if zeta == 1 {
      let decay = exp(-omega * t)
      x = (x0 + (v0 + omega * x0) * t) * decay
      v = (v0 - omega * (v0 + omega * x0) * t) * decay
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let slow = -omega * (zeta - root)
      let fast = -omega * (zeta + root)
      let fastPart = (v0 - slow * x0) / (fast - slow)
      let slowPart = x0 - fastPart
      x = slowPart * exp(slow * t) + fastPart * exp(fast * t)
      v = slowPart * slow * exp(slow * t) + fastPart * fast * exp(fast * t)
    }
    return JSQSpringState(position: rest + x, velocity: v)
  }
}
