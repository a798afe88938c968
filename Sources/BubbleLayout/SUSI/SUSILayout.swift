import Foundation
import TextMeasure

/// The SUSI iOS client's sizing (fossasia/susi_iOS): the cell height its
/// `collectionView(_:layout:sizeForItemAt:)` returns and the bubble frame
/// its cells set, for every message type.
///
/// ```swift
/// import SUSIResponseReading   // SUSIResponse and measure(_:viewWidth:) of a response
///
/// let response = try SUSIResponse(jsonData: data)
/// for item in try SUSILayout().measure(response, viewWidth: 375) {
///   print(item.type, item.cellSize, item.bubbleFrame)
/// }
/// ```
///
/// Text is measured by `estimatedFrame`: `boundingRect` at 250 × 1000 in
/// system 16 with `usesFontLeading` and `usesLineFragmentOrigin`, on every
/// device and unrounded. With its size `w × h` and the view width `V`, the
/// cell is `V` wide and
///
/// | Message | Cell height | Bubble frame in the cell |
/// | --- | --- | --- |
/// | typing indicator | 44 | (4, 0, 100, 44) ¹ |
/// | map | 200 | (8, 0, 275, 198) ¹ |
/// | rss, websearch | 145 | (0, 0, V, 135), the card strip ¹ |
/// | answer with an image URL | 173 | (8, 0, 228, 173) ¹ |
/// | video_play, audio_play | 158 | (8, 0, 208, 158) ¹ |
/// | answer, stop ("Stopped") | h + 38 | (8, 0, max(w + 40, V/3), h + 36) |
/// | the user's message | h + 38 | (V − max(w + 40, V/4 + 8), 0, max(w + 34, V/4), h + 36) |
/// | anchor | h + 38 | (8, 0, w + 40, h + 36) |
/// | table, piechart | see ``SUSIRichContentSizing`` | |
///
/// ¹ ``fixedCells``' defaults. The text cells' numbers are
/// ``textCells``' defaults.
///
/// The checks run in SUSI iOS's order, so an answer whose expression is an
/// image URL is an image, however long the URL. Faithful to an odd source:
/// the literals (`+ 38`, `V/3`, `V/4 + 8`) are the client's, tuned by hand
/// over its history, and the text is estimated at 250 points whatever the
/// bubble's width. Text views sit 4 points
/// below the bubble's top (and incoming ones 4 points in from its left
/// edge); ``SUSIMessageMeasurement/contentRect`` adds UIKit's default
/// container inset (8) and line fragment padding (5) to place the text.
public struct SUSILayout: Sendable, Hashable {
  /// `estimatedFrame`'s font: system 16 (the bundled Inter stands in for SF).
  public var font = Font.systemFont(ofSize: 16)
  /// `estimatedFrame`'s constraint: 250 × 1000.
  public var measuringSize = CGSize(width: 250, height: 1000)
  /// How tables and pie charts are sized: ``SUSIRichContentSizing/measured`` by default.
  public var richContentSizing = SUSIRichContentSizing.measured
  /// The measured tables' look.
  public var tableStyle = SUSITableStyle()
  /// The measured pie charts' look.
  public var pieChartStyle = SUSIPieChartStyle()
  /// The measurer (and its metrics profile).
  public var measurer = TextMeasurer()
  /// The time label in a text bubble's bottom corner (`ChatMessageCell`'s
  /// `timeLabel`: italic 8 pt, black, one line).
  public var timeLabelStyle = CellLabelStyle(font: .italicSystemFont(ofSize: 8), lineBreakMode: .byClipping)
  /// Where text bubbles and their text views go (the client's literals).
  public var textCells = SUSITextCellGeometry()
  /// The feedback thumbs of SUSI's text bubbles, as `IncomingBubbleCell`
  /// lays them out: `H:[time]-4-[up(16)]-2-[down(16)]-8-|`, 2 points above
  /// the bubble's bottom.
  public var feedbackButtons = SUSIFeedbackButtons()
  /// The cells sized with constants (typing indicator, map, cards, image, player).
  public var fixedCells = SUSIFixedCells()

  /// SUSI iOS's settings, with tables and pie charts measured.
  public init() {}

  /// `estimatedFrame(message:)`: the text's `boundingRect` at
  /// ``measuringSize`` in ``font``, unrounded.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func estimatedFrame(for text: String) throws -> CGRect {
    try estimatedLayout(for: text).boundingRect
  }

  /// The layout behind ``estimatedFrame(for:)``.
  func estimatedLayout(for text: String) throws -> TextLayout {
    try measurer.layout(
      AttributedText(text, attributes: TextAttributes(font: font)), constrainedTo: UIKitSizeLimit.limit(measuringSize))
  }

  /// Measures one message (the table above).
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  public func measure(_ message: SUSIMessage, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let type = message.action.type
    if message.isFromUser { return try outgoingText(message.text, type: type, viewWidth: viewWidth) }
    if message.isImage { return fixedCells.image.measurement(type, viewWidth: viewWidth) }
    switch message.action {
    case .typingIndicator: return fixedCells.typingIndicator.measurement(type, viewWidth: viewWidth)
    case .map: return fixedCells.map.measurement(type, viewWidth: viewWidth)
    case .rss, .websearch: return fixedCells.cards(viewWidth: viewWidth).measurement(type, viewWidth: viewWidth)
    case .audioPlay, .videoPlay: return fixedCells.player.measurement(type, viewWidth: viewWidth)
    case .answer, .stop: return try incomingText(message.text, type: type, viewWidth: viewWidth)
    case .anchor: return try anchorText(message.text, viewWidth: viewWidth)
    case .table(let table):
      if richContentSizing == .measured { return try tableMeasurement(table, viewWidth: viewWidth) }
      let query = try incomingText(message.text, type: type, viewWidth: viewWidth)
      return SUSIMessageMeasurement(type: type, cellSize: query.cellSize, bubbleFrame: .zero)
    case .pieChart(let chart):
      if richContentSizing == .measured { return try pieChartMeasurement(chart, viewWidth: viewWidth) }
      return try incomingText(message.text, type: type, viewWidth: viewWidth)
    }
  }
}
