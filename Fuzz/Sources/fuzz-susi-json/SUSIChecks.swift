import BubbleLayout
import Foundation
import FuzzSupport
import SUSIResponseReading
import TextMeasure

/// What parsing and sizing a SUSI response must do, whatever its bytes,
/// each checked by trapping:
///
/// - `SUSIResponse(jsonData:)` reads it or throws its `SUSIResponseError`
///   (typed: the compiler holds it to that);
/// - at each view width, every message is measured (the fonts and sizes are
///   SUSI iOS's, so nothing may fail), the same by a measurer with a cache
///   and one without, each cell as wide as the view and every number
///   finite, and the measurements encode as JSON (what `textmeasure susi`
///   prints);
/// - the conversation of the response (the query, then the messages) lays
///   out with one cell per message, each the size its message measures, or
///   reports that it has no messages.
struct SUSIChecks {
  /// The view widths tried: an iPhone SE, an iPhone, an iPad.
  static let viewWidths = [320.0, 375, 768]

  let jsonData: Data
  let cached: TextMeasurer
  let uncached: TextMeasurer

  func run() {
    guard let response = try? SUSIResponse(jsonData: jsonData) else { return }
    var reference = SUSILayout()
    reference.measurer = uncached
    var layout = SUSILayout()
    layout.measurer = cached
    for viewWidth in Self.viewWidths {
      let measured = Outcome { try layout.measure(response, viewWidth: viewWidth) }
      let expected = Outcome { try reference.measure(response, viewWidth: viewWidth) }
      invariant(measured.agrees(with: expected), "with a cache \(measured), without \(expected)")
      guard let measurements = measured.value else {
        return invariant(false, "measuring at \(viewWidth) threw \(measured)")
      }
      check(measurements, viewWidth: viewWidth)
      checkConversation(SUSIConversation(response), layout: layout, viewWidth: viewWidth)
    }
  }

  /// Every cell as wide as the view, every number finite, and the list encodable.
  private func check(_ measurements: [SUSIMessageMeasurement], viewWidth: Double) {
    for (index, item) in measurements.enumerated() {
      invariant(item.cellSize.width == viewWidth, "message \(index): cell \(item.cellSize) at view width \(viewWidth)")
      invariant(
        item.cellSize.isFinite && item.bubbleFrame.isFinite && (item.contentRect?.isFinite ?? true),
        "message \(index): a number is not finite: \(item)")
    }
    invariant((try? JSONEncoder().encode(measurements)) != nil, "the measurements do not encode as JSON")
  }

  /// The conversation's layout: one cell per message, each the size
  /// `layout` measures its message, or `noMessages` when there is none.
  private func checkConversation(_ conversation: SUSIConversation, layout: SUSILayout, viewWidth: Double) {
    let laidOut = Outcome { try ConversationLayout(conversation, layout: layout, viewWidth: viewWidth) }
    guard let cells = laidOut.value?.cells else {
      return invariant(
        conversation.messages.isEmpty && laidOut.isNoMessagesError,
        "laying out the conversation of \(conversation.messages.count) messages gave \(laidOut)")
    }
    invariant(
      cells.count == conversation.messages.count, "\(cells.count) cells for \(conversation.messages.count) messages")
    for (cell, message) in zip(cells, conversation.messages) {
      let size = Outcome { try layout.measure(message, viewWidth: viewWidth).cellSize }
      invariant(size.value == cell.frame.size, "a cell of \(cell.frame.size) for a message that measures \(size)")
    }
  }
}
