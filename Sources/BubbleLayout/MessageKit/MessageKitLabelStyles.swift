import Foundation
import TextMeasure

/// The fonts, colours and alignment of a MessageKit cell's four labels.
///
/// Alignment and insets are `MessageSizeCalculator`'s defaults: the cell
/// top label centred with no insets; the message top, message bottom and
/// cell bottom labels on the message's side, `.left` with a left inset of
/// 42 for incoming messages and `.right` with a right inset of 42 for
/// outgoing ones. The fonts and colours are the example app's attributed
/// texts: bold 10 pt dark grey for the cell labels, the Caption1 (12 pt)
/// and Caption2 (11 pt) text styles in black for the message top and
/// bottom labels. Every label wraps its words (`numberOfLines = 0`).
public struct MessageKitLabelStyles: Sendable, Hashable {
  /// The cell top label's font (the date).
  public var cellTopFont = Font.boldSystemFont(ofSize: 10)
  /// The message top label's font (the sender's name).
  public var messageTopFont = Font.systemFont(ofSize: 12)
  /// The message bottom label's font (the time).
  public var messageBottomFont = Font.systemFont(ofSize: 11)
  /// The cell bottom label's font.
  public var cellBottomFont = Font.boldSystemFont(ofSize: 10)
  /// The cell top and bottom labels' colour.
  public var cellLabelColor = PresetColor.darkGray
  /// The message top and bottom labels' colour.
  public var messageLabelColor = PresetColor.black
  /// The side labels' inset from the cell's edge on the message's side.
  public var sideInset = 42.0

  /// MessageKit's alignment with the example app's fonts.
  public init() {}

  /// The style of `slot` on a side.
  func style(for slot: CellLabel.Slot, isOutgoing: Bool) -> CellLabelStyle {
    let side = EdgeInsets(top: 0, left: isOutgoing ? 0 : sideInset, bottom: 0, right: isOutgoing ? sideInset : 0)
    let alignment: TextAlignment = isOutgoing ? .right : .left
    switch slot {
    case .cellTop: return CellLabelStyle(font: cellTopFont, color: cellLabelColor, alignment: .center)
    case .messageTop:
      return CellLabelStyle(font: messageTopFont, color: messageLabelColor, alignment: alignment, textInsets: side)
    case .messageBottom:
      return CellLabelStyle(font: messageBottomFont, color: messageLabelColor, alignment: alignment, textInsets: side)
    case .cellBottom:
      return CellLabelStyle(font: cellBottomFont, color: cellLabelColor, alignment: alignment, textInsets: side)
    }
  }
}
