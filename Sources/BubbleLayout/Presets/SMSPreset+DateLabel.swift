import Foundation
import TextMeasure

extension SMSPreset {
  /// The row's date label (``ChatMessage/labels``' `cellTop`) in
  /// ``dateLabelFrame``, its text centred vertically in it. The frame is
  /// the seed's, fixed: the date does not change the row's height.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  func labels(for message: ChatMessage) throws -> [CellLabel] {
    guard let date = message.labels.cellTop else { return [] }
    let style = dateLabelStyle
    let layout = try style.layout(date, width: Double(dateLabelFrame.width), measurer: measurer)
    return [style.label(.cellTop, layout: layout, frame: dateLabelFrame)]
  }
}
