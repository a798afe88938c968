import Foundation

/// Where SUSI iOS puts the feedback thumbs in its incoming text bubbles
/// (`IncomingBubbleCell`, since the client's feedback change of August
/// 2017): `H:[time]-4-[up(16)]-2-[down(16)]-8-|`, 2 points above the
/// bubble's bottom. The time label sits before them.
public struct SUSIFeedbackButtons: Sendable, Hashable {
  /// Each thumb's side: 16.
  public var size = 16.0
  /// Between the thumbs: 2.
  public var spacing = 2.0
  /// From the thumb down to the bubble's right edge: 8.
  public var trailingMargin = 8.0
  /// From the thumbs to the bubble's bottom: 2.
  public var bottomMargin = 2.0
  /// Between the time label and the thumb up: 4.
  public var timeSpacing = 4.0

  /// The client's numbers.
  public init() {}

  /// The room the thumbs and their spacing take at the bubble's right edge,
  /// before the time label: `4 + 16 + 2 + 16 + 8` = 46.
  public var reservedWidth: Double { timeSpacing + 2 * size + spacing + trailingMargin }

  /// The thumbs in a bubble of `bubble`'s frame: up, then down.
  public func accessories(in bubble: CGRect) -> [CellAccessory] {
    let y = Double(bubble.maxY) - bottomMargin - size
    let down = Double(bubble.maxX) - trailingMargin - size
    return [
      CellAccessory(kind: .thumbsUp, frame: CGRect(x: down - spacing - size, y: y, width: size, height: size)),
      CellAccessory(kind: .thumbsDown, frame: CGRect(x: down, y: y, width: size, height: size)),
    ]
  }
}
