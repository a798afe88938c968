import Foundation

/// A chat bubble's outline: a rounded rectangle, with or without a tail at
/// one of its bottom corners.
///
/// The tail lies inside ``frame``: it takes ``Tail/width`` points on its
/// side, and the rounded body fills the rest (chat layouts give the tail's
/// side the larger text inset for this reason). The tail grows out of the
/// body's side ``Tail/height`` points above the bottom and sweeps out to a
/// point at the frame's bottom corner; the body's corner there is square.
///
/// ```swift
/// let outgoing = BubbleShape(frame: measurement.bubbleFrame, cornerRadius: 16, tail: .init(side: .right))
/// canvas.fill(outgoing, color: .rgb(red: 0, green: 122, blue: 255))
/// ```
public struct BubbleShape: Sendable, Hashable {
  /// The whole shape's bounds, tail included, in points.
  public var frame: CGRect
  /// The body's corner radius in points (at most half its shorter side).
  public var cornerRadius: Double
  /// The tail, or nil for a plain rounded rectangle.
  public var tail: Tail?

  /// A bubble filling `frame`.
  public init(frame: CGRect, cornerRadius: Double, tail: Tail? = nil) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.tail = tail
  }

  /// A bubble's tail: the point that shows who is speaking.
  public struct Tail: Sendable, Hashable {
    /// Which bottom corner the tail is at.
    public var side: Side
    /// How far the tail reaches out from the body, in points.
    public var width: Double
    /// How high above the bottom the tail leaves the body's side, in points
    /// (at most the side's straight part).
    public var height: Double

    /// A tail at `side`; the default size suits a 16–17 pt text bubble.
    public init(side: Side, width: Double = 6, height: Double = 12) {
      self.side = side
      self.width = width
      self.height = height
    }

    /// Which side of a bubble.
    public enum Side: Sendable, Hashable {
      /// The leading side: incoming messages.
      case left
      /// The trailing side: outgoing messages.
      case right
    }
  }

  /// The rounded rectangle: ``frame`` without the tail's width on its side.
  public var body: CGRect {
    guard let tail else { return frame }
    let width = max(0, Double(frame.width) - max(0, tail.width))
    let x = tail.side == .left ? Double(frame.maxX) - width : Double(frame.minX)
    return CGRect(x: x, y: Double(frame.minY), width: width, height: Double(frame.height))
  }
}
