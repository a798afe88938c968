import Foundation
import TextMeasure

extension SUSILayout {
  /// The time label of a text bubble, at its text's own size (rounded up,
  /// as a label's intrinsic size is) in the bubble's bottom right corner, as
  /// the cells' constraints put it: 4 points above the bubble's bottom, and 8
  /// points from its right edge for the user's messages, or before SUSI's
  /// feedback thumbs (``SUSIFeedbackButtons/reservedWidth``, 46) for SUSI's.
  /// The label lies inside the bubble, so it does not change the cell's size.
  ///
  /// - Throws: ``/TextMeasure/TextLayoutError`` from the measurement.
  func timeLabel(_ time: String, isOutgoing: Bool, bubble: CGRect) throws -> CellLabel {
    let layout = try timeLabelStyle.layout(time, width: 0, measurer: measurer)
    let size = CGSize(
      width: Double(layout.size.width).rounded(.up) + timeLabelStyle.textInsets.horizontal,
      height: timeLabelStyle.height(of: layout))
    let trailing = isOutgoing ? 8.0 : feedbackButtons.reservedWidth
    let frame = CGRect(
      origin: CGPoint(
        x: Double(bubble.maxX) - trailing - Double(size.width), y: Double(bubble.maxY) - 4 - Double(size.height)),
      size: size)
    return timeLabelStyle.label(.messageBottom, layout: layout, frame: frame)
  }
}
