import BubbleLayout
import Foundation
import TextMeasure

extension ConversationRenderer {
  /// The debug overlay's translucent colours.
  public enum OverlayColor {
    /// The bubble insets: the bubble frame outside the text rect.
    public static let bubbleInsets = RGBAColor(red: 1, green: 0.6, blue: 0, alpha: 0.25)
    /// Each line's box: its used width by its line fragment height.
    public static let lineBox = RGBAColor(red: 0, green: 0.4, blue: 1, alpha: 0.2)
    /// Each line's baseline, half a point thick.
    public static let baseline = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.7)
    /// The outline of the measured text rect (the cell's text frame).
    public static let textRect = RGBAColor(red: 0, green: 0.7, blue: 0, alpha: 0.8)
  }

  /// Draws the overlay of one cell placed at `cell`: its bubble insets, its
  /// text rect's outline and, when it has text, each line's box and
  /// baseline where the glyphs were drawn.
  func drawOverlay(_ text: CellText?, in cell: ConversationCell, on canvas: inout Canvas) {
    let bubble = cell.bubbleFrame
    let inner = cell.textFrame.intersection(bubble)
    if inner.isNull || inner.isEmpty {
      canvas.fill(bubble, color: OverlayColor.bubbleInsets)
    } else {
      // Four bands: above, below, left and right of the text rect.
      let bands = [
        CGRect(x: bubble.minX, y: bubble.minY, width: bubble.width, height: inner.minY - bubble.minY),
        CGRect(x: bubble.minX, y: inner.maxY, width: bubble.width, height: bubble.maxY - inner.maxY),
        CGRect(x: bubble.minX, y: inner.minY, width: inner.minX - bubble.minX, height: inner.height),
        CGRect(x: inner.maxX, y: inner.minY, width: bubble.maxX - inner.maxX, height: inner.height),
      ]
      for band in bands where band.width > 0 && band.height > 0 {
        canvas.fill(band, color: OverlayColor.bubbleInsets)
      }
    }
    if let text {
      let origin = CGPoint(x: cell.frame.minX + text.origin.x, y: cell.frame.minY + text.origin.y)
      for (index, line) in text.layout.lines.enumerated() {
        let x = Double(origin.x) + Double(line.origin.x) + text.lineOffsets[index]
        let top = Double(origin.y) + Double(line.origin.y)
        canvas.fill(CGRect(x: x, y: top, width: line.width, height: line.height), color: OverlayColor.lineBox)
        let baseline = Double(origin.y) + line.baseline
        canvas.fill(
          CGRect(x: x, y: baseline - 0.25, width: max(line.width, 1), height: 0.5), color: OverlayColor.baseline)
      }
    }
    let rect = cell.textFrame
    if rect.width > 0, rect.height > 0 {
      let t = 0.5
      for edge in [
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: t),
        CGRect(x: rect.minX, y: rect.maxY - t, width: rect.width, height: t),
        CGRect(x: rect.minX, y: rect.minY, width: t, height: rect.height),
        CGRect(x: rect.maxX - t, y: rect.minY, width: t, height: rect.height),
      ] {
        canvas.fill(edge, color: OverlayColor.textRect)
      }
    }
  }
}
