import Foundation
import TextMeasure

/// A cell's text: the layout the style measured, where it goes, and the
/// per-line shifts the style's view adds (centred or right-to-left lines).
///
/// Draw line `i` of ``layout`` at ``origin`` moved right by
/// `lineOffsets[i]`: the layout's own line origins are kept, nothing is laid
/// out again.
public struct CellText: Sendable, Hashable {
  /// The text as the style measured it.
  public var layout: TextLayout
  /// The frame the style gives the text, in the cell, as its source reports
  /// it: the glyphs' rect for JSQ, MessageKit and SUSI (their text rects
  /// start where the glyphs do), the text view's frame for the text-view
  /// styles, the label's frame for the SMS tutorial.
  public var frame: CGRect
  /// Where the layout's top left goes, in the cell.
  public var origin: CGPoint
  /// Each line's horizontal shift from where the layout put it (one per
  /// line of ``layout``; 0 for a line drawn where it was laid out).
  public var lineOffsets: [Double]

  /// A placed text.
  ///
  /// - Precondition: `lineOffsets` has one entry per line of `layout`.
  public init(layout: TextLayout, frame: CGRect, origin: CGPoint, lineOffsets: [Double]) {
    precondition(lineOffsets.count == layout.lines.count, "one offset per line")
    self.layout = layout
    self.frame = frame
    self.origin = origin
    self.lineOffsets = lineOffsets
  }

  /// Text in a view sized to it (a text view or label that hugs the text):
  /// left-to-right lines where the layout put them, right-to-left lines
  /// flush right in the measured text's width, as such a view shows them.
  ///
  /// The layout was measured at the style's widest text, so a right-to-left
  /// line (natural alignment) sits at that width's right edge; the view is
  /// only as wide as the text, so the line's glyphs (all its advances: a
  /// right-to-left line's trailing space hangs at its visual left) end at
  /// the text's right edge instead.
  public static func fitted(_ layout: TextLayout, frame: CGRect, origin: CGPoint) -> CellText {
    let width = layout.width
    let offsets = layout.lines.map { line in
      guard line.isRightToLeft else { return 0.0 }
      let advance = line.runs.reduce(0) { $0 + $1.width }
      return width - advance - Double(line.origin.x)
    }
    return CellText(layout: layout, frame: frame, origin: origin, lineOffsets: offsets.map(snappedToZero))
  }

  /// Text centred in a label of `frame` (the SMS tutorial's
  /// `UITextAlignmentCenter`): each line centred horizontally on what shows
  /// of it (a right-to-left line's trailing space hangs at its visual left),
  /// and the whole text centred vertically, as `UILabel` draws.
  public static func centred(_ layout: TextLayout, in frame: CGRect) -> CellText {
    let labelWidth = Double(frame.width)
    let origin = CGPoint(
      x: Double(frame.minX), y: Double(frame.minY) + (Double(frame.height) - Double(layout.size.height)) / 2)
    let offsets = layout.lines.map { line in
      let hanging = line.isRightToLeft ? max(0, line.runs.reduce(0) { $0 + $1.width } - line.width) : 0
      return (labelWidth - line.width) / 2 - hanging - Double(line.origin.x)
    }
    return CellText(layout: layout, frame: frame, origin: origin, lineOffsets: offsets.map(snappedToZero))
  }

  /// The text moved by `dx`, `dy` (its frame and origin; the lines' offsets stay).
  public func offsetBy(dx: Double, dy: Double) -> CellText {
    CellText(
      layout: layout, frame: frame.offsetBy(dx: dx, dy: dy),
      origin: CGPoint(x: Double(origin.x) + dx, y: Double(origin.y) + dy), lineOffsets: lineOffsets)
  }

  /// `offset`, with rounding noise below a billionth of a point made 0.
  private static func snappedToZero(_ offset: Double) -> Double { abs(offset) < 1e-9 ? 0 : offset }
}
