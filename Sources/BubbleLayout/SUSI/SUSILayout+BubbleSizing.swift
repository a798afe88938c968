import Foundation
import TextMeasure

extension SUSILayout: BubbleSizing {
  /// The cell of a chat message as SUSI iOS would show it: text as the
  /// user's message (outgoing) or as an answer (incoming; an image URL is an
  /// image), with its time label (``ChatMessage/labels``' `messageBottom`);
  /// a photo as an image answer, a video or audio as a player, a location as
  /// a map, and `.custom` media as a bubble of its size at the incoming
  /// bubbles' x (``SUSITextCellGeometry/incomingBubbleX``, 8) in a cell
  /// as tall as it.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: ChatMessage, viewWidth: Double) throws -> MessageCell {
    guard let media = message.media else {
      let susi =
        message.isOutgoing
        ? SUSIMessage.userQuery(message.text)
        : SUSIMessage(action: .answer(expression: message.text), text: message.text, isFromUser: false)
      return try cell(susi, time: message.labels.messageBottom, viewWidth: viewWidth)
    }
    let measured: SUSIMessageMeasurement
    switch media {
    case .custom(let width, let height):
      measured = SUSIMessageMeasurement(
        type: .answer, cellSize: CGSize(width: viewWidth, height: height),
        bubbleFrame: CGRect(x: textCells.incomingBubbleX, y: 0, width: width, height: height))
    case .photo: measured = fixedCells.image.measurement(.answer, viewWidth: viewWidth)
    case .video: measured = fixedCells.player.measurement(.videoPlay, viewWidth: viewWidth)
    case .audio: measured = fixedCells.player.measurement(.audioPlay, viewWidth: viewWidth)
    case .location: measured = fixedCells.map.measurement(.map, viewWidth: viewWidth)
    }
    return MessageCell(
      size: measured.cellSize, isOutgoing: message.isOutgoing, bubbleFrame: measured.bubbleFrame,
      content: .media(CellMedia(media, frame: measured.bubbleFrame)))
  }
}
