/// The heights of a JSQ cell's three labels, which the collection view's
/// delegate returns per item (`heightForCellTopLabelAtIndexPath:` and so on).
///
/// `JSQMessagesViewController` returns 0 for all three. JSQ's demo returns
/// ``defaultLabelHeight`` for the cell top label (the timestamp) on every
/// third item and for the bubble top label (the sender's name) on incoming
/// messages that follow another sender.
public struct JSQCellLabelHeights: Sendable, Hashable {
  /// `kJSQMessagesCollectionViewCellLabelHeightDefault`: 20 pt.
  public static let defaultLabelHeight = 20.0
  /// No labels: what `JSQMessagesViewController` returns.
  public static let zero = JSQCellLabelHeights()

  /// Above the bubble top label (the timestamp).
  public var cellTopLabel: Double
  /// Directly above the bubble (the sender's name).
  public var messageBubbleTopLabel: Double
  /// Below the bubble.
  public var cellBottomLabel: Double

  /// Label heights (0 = no label).
  public init(cellTopLabel: Double = 0, messageBubbleTopLabel: Double = 0, cellBottomLabel: Double = 0) {
    self.cellTopLabel = cellTopLabel
    self.messageBubbleTopLabel = messageBubbleTopLabel
    self.cellBottomLabel = cellBottomLabel
  }
}
