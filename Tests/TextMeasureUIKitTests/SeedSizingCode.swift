// The iOS sizing code of the seeds, kept as written; only `import UIKit`
// became `import TextMeasureUIKit`, the one import of this file, so it
// compiles with UIKit's names alone. BoundingRectPortTests checks it.
import TextMeasureUIKit

/// SUSI iOS client constants (seed 000; values from its Constants.swift).
enum Constants {
  static let maxCellWidth: CGFloat = 250
  static let maxCellHeight: CGFloat = 1000
  static let messageFontSize: CGFloat = 16
}

/// SUSI's `estimatedFrame(messageBody:)` (seed 000).
func estimatedFrame(messageBody: String) -> CGRect {
  let size = CGSize(width: Constants.maxCellWidth, height: Constants.maxCellHeight)
  let options = NSStringDrawingOptions.usesFontLeading.union(.usesLineFragmentOrigin)
  let estimatedFrame = NSString(string: messageBody).boundingRect(with: size, options: options, attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: Constants.messageFontSize)], context: nil)
  return estimatedFrame
}

/// The chat-log tutorial's `sizeForItemAt` body (seed 003), for a view width.
func sizeForItem(message: String, viewWidth: CGFloat) -> CGSize {
  let size = CGSize(width: 250, height: 1000)
  let options = NSStringDrawingOptions.usesFontLeading.union(.usesLineFragmentOrigin)
  let estimatedFrame = NSString(string: message).boundingRect(with: size, options: options, attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 18)], context: nil)

  return CGSize(width: viewWidth, height: estimatedFrame.height + 20)
}

/// The same measurement in today's spelling.
func modernHeight(_ text: String) -> CGFloat {
  text.boundingRect(
    with: CGSize(width: 250, height: CGFloat.greatestFiniteMagnitude),
    options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: UIFont.systemFont(ofSize: 18)],
    context: nil
  ).height
}
