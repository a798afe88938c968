import Foundation

/// The texts of the labels around one message's bubble, as a chat app's
/// data source returns them (`attributedTextForCellTopLabelAtIndexPath:`,
/// `messageTopLabelAttributedText(for:at:)`, …); nil where it shows none.
///
/// The four places are MessageKit's; JSQ has three of them (its
/// `messageBubbleTopLabel` is ``messageTop``), the SMS tutorial uses
/// ``cellTop`` for its date label and SUSI ``messageBottom`` for the time
/// in its bubble. A ``MessageLabelRule`` fills them from a conversation;
/// each style measures them in its own label fonts
/// (``MessageCell/labels``).
public struct MessageLabels: Sendable, Hashable, Codable {
  /// Above everything in the cell (a timestamp or a date).
  public var cellTop: String?
  /// Just above the bubble (the sender's name).
  public var messageTop: String?
  /// Just below the bubble, or in its bottom corner (SUSI's time).
  public var messageBottom: String?
  /// Below everything in the cell.
  public var cellBottom: String?

  /// Label texts; nil shows no label.
  public init(
    cellTop: String? = nil, messageTop: String? = nil, messageBottom: String? = nil, cellBottom: String? = nil
  ) {
    self.cellTop = cellTop
    self.messageTop = messageTop
    self.messageBottom = messageBottom
    self.cellBottom = cellBottom
  }

  /// No labels.
  public static let none = MessageLabels()

  /// The text of `slot`.
  public subscript(slot: CellLabel.Slot) -> String? {
    switch slot {
    case .cellTop: cellTop
    case .messageTop: messageTop
    case .messageBottom: messageBottom
    case .cellBottom: cellBottom
    }
  }
}
