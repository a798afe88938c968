import Foundation
import TextMeasure

/// One label of a cell, measured: its text's layout, the label's frame and
/// where the layout goes, in the cell's coordinates (origin at the cell's
/// top left, points).
///
/// ``MessageCell/labels`` holds them; the heights the
/// style sized the cell with come from these same layouts, and a renderer
/// draws ``layout`` with its top left at ``textOrigin``, never laying the
/// text out again.
public struct CellLabel: Sendable, Hashable {
  /// Where a label sits in the cell (see ``MessageLabels``).
  public enum Slot: Sendable, Hashable, CaseIterable {
    case cellTop, messageTop, messageBottom, cellBottom
  }

  /// Which label this is.
  public var slot: Slot
  /// The measured text (lines aligned inside the label's text width).
  public var layout: TextLayout
  /// The label view's frame.
  public var frame: CGRect
  /// Where the layout's top left goes: the frame's text insets, and the
  /// text centred vertically in what remains, as `UILabel` draws.
  public var textOrigin: CGPoint
  /// The text's colour.
  public var color: PresetColor

  /// A measured label.
  public init(slot: Slot, layout: TextLayout, frame: CGRect, textOrigin: CGPoint, color: PresetColor) {
    self.slot = slot
    self.layout = layout
    self.frame = frame
    self.textOrigin = textOrigin
    self.color = color
  }
}
