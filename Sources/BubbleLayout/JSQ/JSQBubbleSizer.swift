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
  /// The label heights of each message's cell, as JSQ asks its delegate;
  /// nil (the default) sizes each label by measuring its text
  /// (``ChatMessage/labels``) in ``labelStyles`` (0 where there is none).
  /// Labels are drawn in these heights, their text centred vertically.
  public var labelHeights: (@Sendable (ChatMessage) -> JSQCellLabelHeights)?
  /// The labels' fonts, colours and alignment.
  public var labelStyles: JSQLabelStyles

  /// A style sizing with `calculator`.
  public init(
    calculator: JSQBubbleSizeCalculator = JSQBubbleSizeCalculator(), collectionViewHeight: Double = .infinity,
    labelHeights: (@Sendable (ChatMessage) -> JSQCellLabelHeights)? = nil,
    labelStyles: JSQLabelStyles = JSQLabelStyles()
  ) {
    self.calculator = calculator
    self.collectionViewHeight = collectionViewHeight
    self.labelHeights = labelHeights
    self.labelStyles = labelStyles
  }

  /// The slots of JSQ's labels, top to bottom.
  private static let slots: [CellLabel.Slot] = [.cellTop, .messageTop, .cellBottom]

  /// `message`'s cell in a collection view `viewWidth` wide, as the cell
  /// xibs lay it out: the cell top, bubble top and cell bottom labels as
  /// full-width labels stacked above the bubble and at the cell's bottom;
  /// the avatar at the cell's edge with its bottom on the bubble's (both
  /// sit on the cell bottom label); the text at the text view's insets.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the text measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    let configuration = calculator.configuration
    let sizes = try calculator.bubbleSize(
      for: message, collectionViewSize: CGSize(width: viewWidth, height: collectionViewHeight))
    let itemWidth = configuration.itemWidth(collectionViewWidth: viewWidth)
    let avatarSize = configuration.avatarSize(isOutgoing: message.isOutgoing)
    let avatarWidth = Double(avatarSize.width)
    let styles = Self.slots.map {
      labelStyles.style(for: $0, isOutgoing: message.isOutgoing, hasAvatar: avatarWidth > 0)
    }
    let layouts = try zip(Self.slots, styles).map { slot, style in
      try message.labels[slot].map { try style.layout($0, width: itemWidth, measurer: calculator.measurer) }
    }
    let measured = zip(styles, layouts).map { style, layout in layout.map(style.height(of:)) ?? 0 }
    let heights =
      labelHeights?(message)
      ?? JSQCellLabelHeights(
        cellTopLabel: measured[0], messageBubbleTopLabel: measured[1], cellBottomLabel: measured[2])
    let cellSize = calculator.sizeForItem(
      bubbleSize: sizes.bubble, collectionViewWidth: viewWidth, labelHeights: heights)

    let spacing = JSQBubbleSizeCalculator.avatarBubbleSpacing
    let bubbleX =
      message.isOutgoing
      ? Double(cellSize.width) - avatarWidth - spacing - Double(sizes.bubble.width) : avatarWidth + spacing
    // The xibs pin the bubble container between the bubble top label and the cell bottom label, with no
    // height of its own: it takes what `ceilf` adds to the cell when label heights are fractional.
    let bubbleTop = heights.cellTopLabel + heights.messageBubbleTopLabel
    let bubbleFrame = CGRect(
      x: bubbleX, y: bubbleTop, width: Double(sizes.bubble.width),
      height: Double(cellSize.height) - bubbleTop - heights.cellBottomLabel)

    let frames = [
      CGRect(x: 0, y: 0, width: itemWidth, height: heights.cellTopLabel),
      CGRect(x: 0, y: heights.cellTopLabel, width: itemWidth, height: heights.messageBubbleTopLabel),
      CGRect(
        x: 0, y: Double(cellSize.height) - heights.cellBottomLabel, width: itemWidth, height: heights.cellBottomLabel),
    ]
    let labels = zip(Self.slots.indices, layouts).compactMap { index, layout in
      layout.map { styles[index].label(Self.slots[index], layout: $0, frame: frames[index]) }
    }

    let avatarFrame =
      avatarSize.width > 0 && avatarSize.height > 0
      ? CGRect(
        origin: CGPoint(
          x: message.isOutgoing ? Double(cellSize.width) - avatarWidth : 0,
          y: Double(bubbleFrame.maxY) - Double(avatarSize.height)), size: avatarSize) : nil
    let content: MessageCell.Content
    if let media = message.media {
      content = .media(CellMedia(media, frame: bubbleFrame))
    } else {
      let frame = configuration.messageBubbleTextViewFrameInsets
      let container = configuration.messageBubbleTextViewTextContainerInsets
      // The frame's `right` inset is on the avatar side: the left side of an incoming bubble.
      let leftFrameInset = message.isOutgoing ? frame.left : frame.right
      let textOrigin = CGPoint(
        x: Double(bubbleFrame.minX) + leftFrameInset + container.left,
        y: Double(bubbleFrame.minY) + frame.top + container.top)
      let fit = try calculator.fitText(
        message.text, isOutgoing: message.isOutgoing,
        collectionViewSize: CGSize(width: viewWidth, height: collectionViewHeight))
      content = .text(.fitted(fit.layout, frame: CGRect(origin: textOrigin, size: sizes.text), origin: textOrigin))
    }
    return MessageCell(
      size: cellSize, isOutgoing: message.isOutgoing, bubbleFrame: bubbleFrame, content: content,
      avatarFrame: avatarFrame, labels: labels)
  }
}
