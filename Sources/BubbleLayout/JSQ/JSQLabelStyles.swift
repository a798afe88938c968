import Foundation
import TextMeasure

/// The fonts, colours and alignment of a JSQ cell's three labels.
///
/// The defaults are `JSQMessagesCollectionViewCell`'s `awakeFromNib`: the
/// Caption1 text style (12 pt) for the cell top and bubble top labels,
/// Caption2 (11 pt) for the cell bottom label, all `lightGrayColor`; the
/// cell top label centred, the others on the message's side (left for
/// incoming, right for outgoing). `JSQMessagesViewController` insets the
/// bubble top label's text 60 pt on the avatar side when avatars are shown
/// (15 without); the cell bottom label has no insets.
public struct JSQLabelStyles: Sendable, Hashable {
  /// UIKit's `lightGrayColor` (white 2/3).
  public static let lightGray = PresetColor(white: 2.0 / 3)

  /// The cell top label's font (a timestamp).
  public var cellTopFont = Font.systemFont(ofSize: 12)
  /// The bubble top label's font (the sender's name).
  public var messageBubbleTopFont = Font.systemFont(ofSize: 12)
  /// The cell bottom label's font.
  public var cellBottomFont = Font.systemFont(ofSize: 11)
  /// Every label's colour.
  public var color = lightGray
  /// The bubble top label's text inset on the avatar side when the side
  /// shows avatars (`bubbleTopLabelInset`).
  public var messageBubbleTopInsetWithAvatar = 60.0
  /// The same inset when the side shows no avatar.
  public var messageBubbleTopInsetWithoutAvatar = 15.0

  /// JSQ's defaults.
  public init() {}

  /// The style of `slot` on a side (`.messageBottom` is not a JSQ label and
  /// gets the cell bottom label's style).
  func style(for slot: CellLabel.Slot, isOutgoing: Bool, hasAvatar: Bool) -> CellLabelStyle {
    let sideAlignment: TextAlignment = isOutgoing ? .right : .left
    switch slot {
    case .cellTop:
      return CellLabelStyle(font: cellTopFont, color: color, alignment: .center)
    case .messageTop:
      let inset = hasAvatar ? messageBubbleTopInsetWithAvatar : messageBubbleTopInsetWithoutAvatar
      return CellLabelStyle(
        font: messageBubbleTopFont, color: color, alignment: sideAlignment,
        textInsets: EdgeInsets(top: 0, left: isOutgoing ? 0 : inset, bottom: 0, right: isOutgoing ? inset : 0))
    case .messageBottom, .cellBottom:
      return CellLabelStyle(font: cellBottomFont, color: color, alignment: sideAlignment)
    }
  }

}
