import Foundation
import TextMeasure

extension MessageKitLayout: BubbleSizing {
  /// `message`'s cell as `MessageContentCell` lays it out: the message
  /// container and its label's text (at the label insets), the avatar where
  /// ``incomingAvatarPosition`` or ``outgoingAvatarPosition`` puts it, and
  /// the four labels, each `itemWidth` wide:
  /// the cell top label at the top, the message top label just above the
  /// container's padding, the message bottom label just below it, the cell
  /// bottom label at the cell's bottom. The cell is sized with
  /// ``labelHeights``, or else the labels' measured heights (see
  /// ``cellLayout(for:isOutgoing:labelHeights:viewWidth:)``).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    let (layout, labels) = try cellLayoutAndLabels(for: message, viewWidth: viewWidth)
    let container = layout.messageContainerFrame
    let content: MessageCell.Content
    if let text = attributedText(of: layout.kind), let textRect = layout.textRect {
      let frame = textRect.offsetBy(dx: container.minX, dy: container.minY)
      let measured = try labelLayout(
        for: text, maxWidth: labelMaxWidth(isOutgoing: message.isOutgoing, viewWidth: viewWidth))
      content = .text(.fitted(measured, frame: frame, origin: frame.origin))
    } else {
      content = .media(CellMedia(kind: message.media.map(CellMedia.Kind.init) ?? .other, frame: container))
    }
    let avatar = layout.avatarFrame
    return MessageCell(
      size: layout.cellSize, isOutgoing: message.isOutgoing, bubbleFrame: container, content: content,
      avatarFrame: avatar.width > 0 && avatar.height > 0 ? avatar : nil, labels: labels)
  }

  /// The kind MessageKit would get for a chat message: its media (with
  /// ``mediaSizes`` where it has no size; `.custom` media as a photo of its
  /// size), else `.emoji` when ``emojiRule`` matches the text, else `.text`.
  public func kind(of message: ChatMessage) -> MessageKitMessageKind {
    switch message.media {
    case .photo: return .photo(mediaSizes.photo)
    case .video: return .video(mediaSizes.video)
    case .location: return .location(mediaSizes.location)
    case .audio: return .audio(mediaSizes.audio)
    case .custom(let width, let height): return .photo(CGSize(width: width, height: height))
    case nil:
      if let emojiRule, emojiRule.matches(message.text) { return .emoji(message.text) }
      return .text(message.text)
    }
  }

  /// The cell layout of `message` and its labels.
  private func cellLayoutAndLabels(for message: ChatMessage, viewWidth: Double) throws -> (
    layout: MessageKitCellLayout, labels: [CellLabel]
  ) {
    let slots = CellLabel.Slot.allCases
    let width = itemWidth(viewWidth: viewWidth)
    let styles = slots.map { labelStyles.style(for: $0, isOutgoing: message.isOutgoing) }
    let layouts = try zip(slots, styles).map { slot, style in
      try message.labels[slot].map { try style.layout($0, width: width, measurer: measurer) }
    }
    let measured = zip(styles, layouts).map { style, layout in layout.map(style.height(of:)) ?? 0 }
    let heights =
      labelHeights
      ?? MessageKitLabelHeights(
        cellTop: measured[0], messageTop: measured[1], messageBottom: measured[2], cellBottom: measured[3])
    let cell = try cellLayout(
      for: kind(of: message), isOutgoing: message.isOutgoing, labelHeights: heights, viewWidth: viewWidth)
    let padding = messagePadding(isOutgoing: message.isOutgoing)
    let container = cell.messageContainerFrame
    let tops = [
      0, Double(container.minY) - padding.top - heights.messageTop, Double(container.maxY) + padding.bottom,
      Double(cell.cellSize.height) - heights.cellBottom,
    ]
    let slotHeights = [heights.cellTop, heights.messageTop, heights.messageBottom, heights.cellBottom]
    let labels = slots.indices.compactMap { index in
      layouts[index].map {
        styles[index].label(
          slots[index], layout: $0, frame: CGRect(x: 0, y: tops[index], width: width, height: slotHeights[index]))
      }
    }
    return (cell, labels)
  }
}
