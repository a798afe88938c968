import Foundation

extension SUSILayout {
  /// `IncomingBubbleCell` (and `StopCell`), in ``textCells``' numbers:
  /// bubble `(8, 0, max(w + 40, V/3), h + 36)`, text view at (12, 4); cell `h + 38`.
  func incomingText(_ text: String, type: SUSIActionType, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let geometry = textCells
    let bubble = CGRect(
      x: geometry.incomingBubbleX, y: 0,
      width: max(Double(frame.width) + geometry.incomingWidthGrowth, viewWidth / geometry.incomingMinimumWidthDivisor),
      height: Double(frame.height) + geometry.bubbleHeightGrowth)
    return textMeasurement(
      type, frame: frame, bubble: bubble, textViewOrigin: geometry.incomingTextViewOrigin, viewWidth: viewWidth)
  }

  /// `OutgoingChatCell`, in ``textCells``' numbers: bubble `(V − max(w + 40,
  /// V/4 + 8), 0, max(w + 34, V/4), h + 36)`, text view at `(V − max(w + 34,
  /// V/4), 4)`; cell `h + 38`.
  func outgoingText(_ text: String, type: SUSIActionType, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let geometry = textCells
    let width = Double(frame.width)
    let quarter = viewWidth / geometry.outgoingMinimumWidthDivisor
    let bubbleWidth = max(width + geometry.outgoingWidthGrowth, quarter)
    let bubble = CGRect(
      x: viewWidth - max(width + geometry.outgoingInsetGrowth, quarter + geometry.outgoingMinimumInsetExtra), y: 0,
      width: bubbleWidth, height: Double(frame.height) + geometry.bubbleHeightGrowth)
    let textView = CGPoint(x: viewWidth - bubbleWidth, y: geometry.outgoingTextViewY)
    return textMeasurement(type, frame: frame, bubble: bubble, textViewOrigin: textView, viewWidth: viewWidth)
  }

  /// `AnchorCell`, in ``textCells``' numbers: bubble `(8, 0, w + 40, h + 36)`
  /// with no minimum width, text view at (12, 4); cell `h + 38`.
  func anchorText(_ text: String, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let geometry = textCells
    let bubble = CGRect(
      x: geometry.incomingBubbleX, y: 0, width: Double(frame.width) + geometry.incomingWidthGrowth,
      height: Double(frame.height) + geometry.bubbleHeightGrowth)
    return textMeasurement(
      .anchor, frame: frame, bubble: bubble, textViewOrigin: geometry.incomingTextViewOrigin, viewWidth: viewWidth)
  }

  /// A text cell: `V × (h + 38)`, the text drawn at the text view's origin
  /// plus UIKit's default line fragment padding and top container inset,
  /// relative to the bubble.
  private func textMeasurement(
    _ type: SUSIActionType, frame: CGRect, bubble: CGRect, textViewOrigin: CGPoint, viewWidth: Double
  ) -> SUSIMessageMeasurement {
    let textOrigin = CGPoint(
      x: Double(textViewOrigin.x - bubble.origin.x) + TextViewModel.defaultLineFragmentPadding,
      y: Double(textViewOrigin.y - bubble.origin.y) + TextViewModel.defaultTextContainerInset.top)
    return SUSIMessageMeasurement(
      type: type, cellSize: CGSize(width: viewWidth, height: Double(frame.height) + textCells.cellHeightGrowth),
      bubbleFrame: bubble, contentRect: CGRect(origin: textOrigin, size: frame.size))
  }
}
