import Foundation

/// Where the chat-log tutorial (seed 003) puts one side's text view and
/// bubble, from the estimated text size `w × h` and the view width `V`.
///
/// A leading side places frames at `offset` from the cell's left edge; a
/// trailing side at `V − w − offset`, so the frames follow the text's width.
public struct ChatLogSideGeometry: Sendable, Hashable {
  /// The side the frames hang from: `false` for the left, `true` for the right.
  public var isTrailing: Bool
  /// The text view's x: `offset`, or `V − w − offset` on the trailing side.
  public var textOffset: Double
  /// The text view's y.
  public var textTop: Double
  /// Added to `w × h` for the text view's size.
  public var textGrowth: CGSize
  /// The bubble's x: `offset`, or `V − w − offset` on the trailing side.
  public var bubbleOffset: Double
  /// The bubble's y.
  public var bubbleTop: Double
  /// Added to `w × h` for the bubble's size.
  public var bubbleGrowth: CGSize

  /// A side's geometry.
  public init(
    isTrailing: Bool, textOffset: Double, textTop: Double, textGrowth: CGSize, bubbleOffset: Double,
    bubbleTop: Double, bubbleGrowth: CGSize
  ) {
    self.isTrailing = isTrailing
    self.textOffset = textOffset
    self.textTop = textTop
    self.textGrowth = textGrowth
    self.bubbleOffset = bubbleOffset
    self.bubbleTop = bubbleTop
    self.bubbleGrowth = bubbleGrowth
  }

  /// The seed's even rows: text view `(16, 0, w + 16, h + 30)`, bubble
  /// `(4, −4, w + 16 + 8 + 16, h + 20 + 6)`.
  public static let incoming = ChatLogSideGeometry(
    isTrailing: false, textOffset: 16, textTop: 0, textGrowth: CGSize(width: 16, height: 30), bubbleOffset: 4,
    bubbleTop: -4, bubbleGrowth: CGSize(width: 40, height: 26))

  /// The seed's odd rows: text view `(V − w − 16 − 16, 0, w + 16, h + 20)`,
  /// bubble `(V − w − 16 − 8 − 16, −4, w + 16 + 8 + 10, h + 20 + 6)`.
  public static let outgoing = ChatLogSideGeometry(
    isTrailing: true, textOffset: 32, textTop: 0, textGrowth: CGSize(width: 16, height: 20), bubbleOffset: 40,
    bubbleTop: -4, bubbleGrowth: CGSize(width: 34, height: 26))

  /// The text view's frame in the cell, for text of `estimated` size in a
  /// view `viewWidth` wide.
  public func textFrame(estimated: CGSize, viewWidth: Double) -> CGRect {
    frame(offset: textOffset, top: textTop, growth: textGrowth, estimated: estimated, viewWidth: viewWidth)
  }

  /// The bubble's frame in the cell.
  public func bubbleFrame(estimated: CGSize, viewWidth: Double) -> CGRect {
    frame(offset: bubbleOffset, top: bubbleTop, growth: bubbleGrowth, estimated: estimated, viewWidth: viewWidth)
  }

  private func frame(offset: Double, top: Double, growth: CGSize, estimated: CGSize, viewWidth: Double) -> CGRect {
    let width = Double(estimated.width)
    return CGRect(
      x: isTrailing ? viewWidth - width - offset : offset, y: top, width: width + Double(growth.width),
      height: Double(estimated.height) + Double(growth.height))
  }
}
