import Foundation

extension SUSILayout {
  /// `IncomingBubbleCell` (and `StopCell`): bubble `(8, 0, max(w + 40, V/3),
  /// h + 36)`, text view at (12, 4); cell `h + 38`.
  func incomingText(_ text: String, type: SUSIActionType, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let bubble = CGRect(
      x: 8, y: 0, width: max(Double(frame.width) + 40, viewWidth / 3), height: Double(frame.height) + 36)
    let textView = CGPoint(x: 12, y: 4)
    return textMeasurement(type, frame: frame, bubble: bubble, textViewOrigin: textView, viewWidth: viewWidth)
  }

  /// `OutgoingChatCell`: bubble `(V − max(w + 40, V/4 + 8), 0, max(w + 34,
  /// V/4), h + 36)`, text view at `(V − max(w + 34, V/4), 4)`; cell `h + 38`.
  func outgoingText(_ text: String, type: SUSIActionType, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let width = Double(frame.width)
    let bubble = CGRect(
      x: viewWidth - max(width + 40, viewWidth / 4 + 8), y: 0, width: max(width + 34, viewWidth / 4),
      height: Double(frame.height) + 36)
    let textView = CGPoint(x: viewWidth - max(width + 34, viewWidth / 4), y: 4)
    return textMeasurement(type, frame: frame, bubble: bubble, textViewOrigin: textView, viewWidth: viewWidth)
  }

  /// `AnchorCell`: bubble `(8, 0, w + 40, h + 36)` with no minimum width,
  /// text view at (12, 4); cell `h + 38`.
  func anchorText(_ text: String, viewWidth: Double) throws -> SUSIMessageMeasurement {
    let frame = try estimatedFrame(for: text)
    let bubble = CGRect(x: 8, y: 0, width: Double(frame.width) + 40, height: Double(frame.height) + 36)
    let textView = CGPoint(x: 12, y: 4)
    return textMeasurement(.anchor, frame: frame, bubble: bubble, textViewOrigin: textView, viewWidth: viewWidth)
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
      type: type, cellSize: CGSize(width: viewWidth, height: Double(frame.height) + 38), bubbleFrame: bubble,
      contentRect: CGRect(origin: textOrigin, size: frame.size))
  }
}
