import Foundation
import TextMeasure

extension SUSILayout {
  /// The widest content an incoming bubble at x 8 can hold with `padding`:
  /// `V − 16 − padding.horizontal` (never negative).
  static func contentMaxWidth(viewWidth: Double, padding: EdgeInsets) -> Double {
    max(0, viewWidth - 16 - padding.horizontal)
  }

  /// A measured table or chart: bubble `(8, 0, max(content.w + padding.h,
  /// V/3), content.h + padding.v)` (the incoming text bubble's minimum
  /// width), cell 2 taller than the bubble (as text cells are), content at
  /// the padding's origin.
  static func richMeasurement(_ type: SUSIActionType, content: CGSize, padding: EdgeInsets, viewWidth: Double)
    -> SUSIMessageMeasurement
  {
    let bubble = CGRect(
      x: 8, y: 0, width: max(Double(content.width) + padding.horizontal, viewWidth / 3),
      height: Double(content.height) + padding.vertical)
    return SUSIMessageMeasurement(
      type: type, cellSize: CGSize(width: viewWidth, height: Double(bubble.height) + 2), bubbleFrame: bubble,
      contentRect: CGRect(origin: CGPoint(x: padding.left, y: padding.top), size: content))
  }

  /// `text` laid out in `font` at most `width` wide (0: on one line), its
  /// size rounded up.
  func roundedSize(of text: String, font: Font, width: Double) throws -> CGSize {
    let size = try measurer.layout(text, font: font, width: UIKitSizeLimit.limit(width)).size
    return CGSize(width: Double(size.width).rounded(.up), height: Double(size.height).rounded(.up))
  }
}
