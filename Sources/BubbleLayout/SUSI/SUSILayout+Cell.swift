import Foundation
import TextMeasure

extension SUSILayout {
  /// The cell of a SUSI message as the client draws it: text cells (the
  /// user's query, answers, anchors, "Stopped") show their text and the
  /// query's time (``MessageLabelRule/susiLabels(date:)``); maps, images,
  /// players, cards, tables, charts and the typing indicator fill their
  /// bubble with media.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: SUSIMessage, viewWidth: Double) throws -> MessageCell {
    try cell(message, time: MessageLabelRule.susiLabels(date: message.queryDate).messageBottom, viewWidth: viewWidth)
  }

  /// The cell of `message` with `time` in its text bubble's corner.
  func cell(_ message: SUSIMessage, time: String?, viewWidth: Double) throws -> MessageCell {
    let measured = try measure(message, viewWidth: viewWidth)
    let bubble = measured.bubbleFrame
    guard Self.showsText(message), let contentRect = measured.contentRect else {
      return MessageCell(
        size: measured.cellSize, isOutgoing: message.isFromUser, bubbleFrame: bubble,
        content: .media(CellMedia(kind: Self.mediaKind(of: message), frame: bubble)))
    }
    let frame = contentRect.offsetBy(dx: bubble.minX, dy: bubble.minY)
    let text = CellText.fitted(try estimatedLayout(for: message.text), frame: frame, origin: frame.origin)
    let labels = try time.map { [try timeLabel($0, isOutgoing: message.isFromUser, bubble: bubble)] } ?? []
    return MessageCell(
      size: measured.cellSize, isOutgoing: message.isFromUser, bubbleFrame: bubble, content: .text(text),
      labels: labels)
  }

  /// Whether the client shows `message` as text: the user's messages, and
  /// answers (not image URLs), anchors and "Stopped".
  static func showsText(_ message: SUSIMessage) -> Bool {
    message.isFromUser || (!message.isImage && [.answer, .anchor, .stop].contains(message.action.type))
  }

  /// What a message drawn without text shows: an image, a map, a player
  /// (video and audio both show a thumbnail with a play button), or other
  /// content (feeds, tables, charts, the typing indicator).
  static func mediaKind(of message: SUSIMessage) -> CellMedia.Kind {
    if message.isImage { return .photo }
    switch message.action.type {
    case .map: return .location
    case .videoPlay, .audioPlay: return .video
    default: return .other
    }
  }
}
