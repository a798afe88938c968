import Foundation
import TextMeasure

extension SUSILayout: BubbleSizing {
  /// Measures a chat message as SUSI iOS would show it: text as the user's
  /// message (outgoing) or as an answer (incoming; an image URL is an
  /// image); a photo as an image answer, a video or audio as a player, a
  /// location as a map, and `.custom` media as a bubble of its size at
  /// (8, 0) in a cell as tall as it.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func measure(_ message: ChatMessage, viewWidth: Double) throws -> BubbleMeasurement {
    let fixed: (SUSIFixedCell, SUSIActionType)
    switch message.media {
    case nil:
      let susi =
        message.isOutgoing
        ? SUSIMessage.userQuery(message.text)
        : SUSIMessage(action: .answer(expression: message.text), text: message.text, isFromUser: false)
      return try measure(susi, viewWidth: viewWidth).measurement
    case .custom(let width, let height):
      return BubbleMeasurement(
        textRect: .zero, bubbleFrame: CGRect(x: 8, y: 0, width: width, height: height),
        cellSize: CGSize(width: viewWidth, height: height))
    case .photo: fixed = (.image, .answer)
    case .video: fixed = (.player, .videoPlay)
    case .audio: fixed = (.player, .audioPlay)
    case .location: fixed = (.map, .map)
    }
    return fixed.0.measurement(fixed.1, viewWidth: viewWidth).measurement
  }

  /// The layout of ``estimatedFrame(for:)``; nil for media.
  public func textLayout(for message: ChatMessage, viewWidth: Double) throws -> TextLayout? {
    message.media == nil ? try estimatedLayout(for: message.text) : nil
  }
}
