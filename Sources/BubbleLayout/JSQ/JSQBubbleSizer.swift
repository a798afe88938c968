import Foundation
import TextMeasure

/// JSQMessagesViewController 7.3 as a ``BubbleSizing`` style: the bubble and
/// cell sizes of ``JSQBubbleSizeCalculator``, and where the cell xibs put the
/// bubble and its text.
///
/// The cell stacks, top to bottom: cell top label, bubble top label, bubble,
/// cell bottom label. An incoming bubble sits after its avatar and the 2-pt
/// spacing, on the leading side; an outgoing one ends 2 pt before its avatar,
/// on the trailing side. The text starts after the bubble's container inset
/// and the frame inset on that side (the avatar side's inset is `right`).
///
/// ```swift
/// let jsq = JSQBubbleSizer()
/// let m = try jsq.measure(ChatMessage(id: "1", text: "Hello Susi", isOutgoing: false), viewWidth: 375)
/// m.bubbleFrame   // (32, 0, w, h): avatar 30 + 2
/// ```
public struct JSQBubbleSizer: BubbleSizing {
  /// The sizing rules and their cache.
  public let calculator: JSQBubbleSizeCalculator
  /// The collection view's height, read only for fixed-width bubbles
  /// (infinite by default: the width is then the shorter side).
  public var collectionViewHeight: Double
  /// The label heights of each message's cell (JSQ asks its delegate); none
  /// by default, as `JSQMessagesViewController` returns.
  public var labelHeights: @Sendable (ChatMessage) -> JSQCellLabelHeights

  /// A style sizing with `calculator`.
  public init(
    calculator: JSQBubbleSizeCalculator = JSQBubbleSizeCalculator(), collectionViewHeight: Double = .infinity,
    labelHeights: @escaping @Sendable (ChatMessage) -> JSQCellLabelHeights = { _ in .zero }
  ) {
    self.calculator = calculator
    self.collectionViewHeight = collectionViewHeight
    self.labelHeights = labelHeights
  }

  /// Measures `message` in a collection view `viewWidth` wide: the text rect
  /// relative to the bubble (zero for media), the bubble frame relative to
  /// the cell, and the cell size.
  ///
  /// - Throws: ``TextMeasure/TextLayoutError`` from the text measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    let configuration = calculator.configuration
    let sizes = try calculator.bubbleSize(
      for: message, collectionViewSize: CGSize(width: viewWidth, height: collectionViewHeight))
    let labels = labelHeights(message)
    let cellSize = calculator.sizeForItem(
      bubbleSize: sizes.bubble, collectionViewWidth: viewWidth, labelHeights: labels)

    let avatarWidth = Double(configuration.avatarSize(isOutgoing: message.isOutgoing).width)
    let spacing = JSQBubbleSizeCalculator.avatarBubbleSpacing
    let bubbleX =
      message.isOutgoing
      ? Double(cellSize.width) - avatarWidth - spacing - Double(sizes.bubble.width) : avatarWidth + spacing
    let bubbleFrame = CGRect(
      origin: CGPoint(x: bubbleX, y: labels.cellTopLabel + labels.messageBubbleTopLabel), size: sizes.bubble)

    guard message.media == nil else {
      return BubbleMeasurement(textRect: .zero, bubbleFrame: bubbleFrame, cellSize: cellSize)
    }
    let frame = configuration.messageBubbleTextViewFrameInsets
    let container = configuration.messageBubbleTextViewTextContainerInsets
    // The frame's `right` inset is on the avatar side: the left side of an incoming bubble.
    let leftFrameInset = message.isOutgoing ? frame.left : frame.right
    let textOrigin = CGPoint(x: leftFrameInset + container.left, y: frame.top + container.top)
    return BubbleMeasurement(
      textRect: CGRect(origin: textOrigin, size: sizes.text), bubbleFrame: bubbleFrame, cellSize: cellSize)
  }

  /// The layout ``JSQBubbleSizeCalculator/fitText(_:isOutgoing:collectionViewSize:)`` measured; nil for media.
  public func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout? {
    guard message.media == nil else { return nil }
    return try calculator.fitText(
      message.text, isOutgoing: message.isOutgoing,
      collectionViewSize: CGSize(width: viewWidth, height: collectionViewHeight)
    ).layout
  }
}
