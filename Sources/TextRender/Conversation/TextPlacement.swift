import BubbleLayout
import Foundation
import TextMeasure

/// Where a style's cell draws a measured layout's glyphs relative to its
/// text rect (see ``ConversationRenderer``), and how it moves lines.
enum TextPlacement {
  /// The text rect's origin is where the layout's top left goes (JSQ,
  /// MessageKit, SUSI, unknown styles).
  case textRectOrigin
  /// The text rect is a text view's frame: the glyphs start `offset` from it.
  case textView(offset: CGPoint)
  /// The text rect is a label's frame whose lines are centred horizontally
  /// and whose text is centred vertically (the SMS preset).
  case centredLabel

  /// The placement of `sizer`'s text, by its type.
  init(_ sizer: any BubbleSizing) {
    switch sizer {
    case is ChatLogPreset:
      self = .textView(
        offset: CGPoint(
          x: TextViewModel.defaultLineFragmentPadding, y: TextViewModel.defaultTextContainerInset.top))
    case let preset as SelfSizingPreset:
      let view = preset.textView
      self = .textView(
        offset: CGPoint(x: view.textContainerInset.left + view.lineFragmentPadding, y: view.textContainerInset.top))
    case is SMSPreset: self = .centredLabel
    default: self = .textRectOrigin
    }
  }

  /// A layout placed in a text rect.
  struct Placed {
    /// Each line's x shift from where the layout put it.
    var shifts: [Double]
    /// Where the layout's top left goes before any line shift.
    var origin: CGPoint
  }

  /// Places `layout` in `textRect` (content coordinates).
  func place(_ layout: TextLayout, in textRect: CGRect) -> Placed {
    var origin = textRect.origin
    var shifts: [Double]
    switch self {
    case .textRectOrigin, .textView:
      if case .textView(let offset) = self {
        origin.x += offset.x
        origin.y += offset.y
      }
      // Right-to-left lines flush right in the measured text's width: the
      // glyphs' right edge (all advances: a right-to-left line's trailing
      // space hangs at its visual left) on the width's right edge.
      let width = layout.width
      shifts = layout.lines.map { line in
        guard line.isRightToLeft else { return 0 }
        let advance = line.runs.reduce(0) { $0 + $1.width }
        return width - advance - Double(line.origin.x)
      }
    case .centredLabel:
      let labelWidth = Double(textRect.width)
      origin.y += (Double(textRect.height) - Double(layout.size.height)) / 2
      // Centre what shows: a right-to-left line's trailing space hangs at its visual left.
      shifts = layout.lines.map { line in
        let hanging = line.isRightToLeft ? max(0, line.runs.reduce(0) { $0 + $1.width } - line.width) : 0
        return (labelWidth - line.width) / 2 - hanging - Double(line.origin.x)
      }
    }
    return Placed(shifts: shifts.map { abs($0) < 1e-9 ? 0 : $0 }, origin: origin)
  }
}
