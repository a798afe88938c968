import Foundation
import TextMeasure

extension SUSILayout {
  /// The cell of a SUSI message as the client draws it: text cells (the
  /// user's query, answers, anchors, "Stopped") show their text and the
  /// query's time (``MessageLabelRule/susiLabels(date:)``), SUSI's with its
  /// feedback thumbs (``feedbackButtons``); measured tables and pie charts
  /// show their data (with the time and thumbs in the row their bubble
  /// reserves); maps, images, players, cards and the typing indicator fill
  /// their bubble with media.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func cell(for message: SUSIMessage, viewWidth: Double) throws -> MessageCell {
    try cell(message, time: MessageLabelRule.susiLabels(date: message.queryDate).messageBottom, viewWidth: viewWidth)
  }

  /// The cell of `message` with `time` in its bubble's corner.
  func cell(_ message: SUSIMessage, time: String?, viewWidth: Double) throws -> MessageCell {
    let measured: SUSIMessageMeasurement
    let content: MessageCell.Content
    if let rich = try richContent(of: message, viewWidth: viewWidth) {
      (measured, content) = rich
    } else {
      measured = try measure(message, viewWidth: viewWidth)
      let bubble = measured.bubbleFrame
      guard Self.showsText(message), let contentRect = measured.contentRect else {
        return MessageCell(
          size: measured.cellSize, isOutgoing: message.isFromUser, bubbleFrame: bubble,
          content: .media(CellMedia(kind: Self.mediaKind(of: message), frame: bubble)))
      }
      let frame = contentRect.offsetBy(dx: bubble.minX, dy: bubble.minY)
      content = .text(.fitted(try estimatedLayout(for: message.text), frame: frame, origin: frame.origin))
    }
    let bubble = measured.bubbleFrame
    let labels = try time.map { [try timeLabel($0, isOutgoing: message.isFromUser, bubble: bubble)] } ?? []
    return MessageCell(
      size: measured.cellSize, isOutgoing: message.isFromUser, bubbleFrame: bubble, content: content,
      labels: labels, accessories: message.isFromUser ? [] : feedbackButtons.accessories(in: bubble))
  }

  /// A measured table or pie chart with its content placed in the cell, or
  /// nil for any other message (and for rich content sized as the client
  /// sizes it, ``SUSIRichContentSizing/textOnly``, which draws none).
  private func richContent(of message: SUSIMessage, viewWidth: Double) throws -> (
    SUSIMessageMeasurement, MessageCell.Content
  )? {
    guard !message.isFromUser, !message.isImage, richContentSizing == .measured else { return nil }
    switch message.action {
    case .table(let table):
      let (measured, laidOut) = try laidOutTable(table, viewWidth: viewWidth)
      let origin = Self.contentOrigin(of: measured)
      return (measured, .table(laidOut.offsetBy(dx: origin.x, dy: origin.y)))
    case .pieChart(let chart):
      let (measured, laidOut) = try laidOutPieChart(chart, viewWidth: viewWidth)
      let origin = Self.contentOrigin(of: measured)
      return (measured, .pieChart(laidOut.offsetBy(dx: origin.x, dy: origin.y)))
    default:
      return nil
    }
  }

  /// Where a measurement's content starts in the cell: its content rect's
  /// origin moved by the bubble's.
  private static func contentOrigin(of measured: SUSIMessageMeasurement) -> (x: Double, y: Double) {
    let content = measured.contentRect?.origin ?? .zero
    return (
      Double(measured.bubbleFrame.minX) + Double(content.x), Double(measured.bubbleFrame.minY) + Double(content.y)
    )
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
