import Foundation
import TextMeasure

extension MessageKitLayout: BubbleSizing {
  /// Measures a chat message as MessageKit would show it, with
  /// ``labelHeights``, or else its labels' measured heights (see
  /// ``cellLayout(for:isOutgoing:labelHeights:viewWidth:)``).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    try cell(for: message, viewWidth: viewWidth).layout.measurement
  }

  /// The label's layout, as ``labelSize(for:maxWidth:)`` measured it; nil for media.
  public func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout? {
    guard let text = attributedText(of: kind(of: message)) else { return nil }
    return try labelLayout(for: text, maxWidth: labelMaxWidth(isOutgoing: message.isOutgoing, viewWidth: viewWidth))
  }

  /// The four labels of `message`'s cell, laid out as `MessageContentCell`
  /// does: each `itemWidth` wide; the cell top label at the top, the message
  /// top label just above the container's padding, the message bottom
  /// label just below it, the cell bottom label at the cell's bottom.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func labels(for message: ChatMessage, viewWidth: Double) throws -> [CellLabel] {
    try cell(for: message, viewWidth: viewWidth).labels
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
  private func cell(for message: ChatMessage, viewWidth: Double) throws -> (
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
