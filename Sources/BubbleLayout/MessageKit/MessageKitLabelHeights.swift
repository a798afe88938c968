import Foundation

/// The heights of the four labels around a MessageKit message, in points.
///
/// MessageKit asks its `MessagesLayoutDelegate` for them per message and does
/// not measure their text; every default is 0. The Basic example app uses
/// ``exampleApp``.
public struct MessageKitLabelHeights: Sendable, Hashable {
  /// The label above everything (`cellTopLabelHeight`, e.g. a date).
  public var cellTop: Double
  /// The label just above the bubble (`messageTopLabelHeight`, e.g. a name).
  public var messageTop: Double
  /// The label just below the bubble (`messageBottomLabelHeight`).
  public var messageBottom: Double
  /// The label below everything (`cellBottomLabelHeight`, e.g. "Read").
  public var cellBottom: Double

  /// Heights; all 0 unless given (MessageKit's delegate defaults).
  public init(cellTop: Double = 0, messageTop: Double = 0, messageBottom: Double = 0, cellBottom: Double = 0) {
    self.cellTop = cellTop
    self.messageTop = messageTop
    self.messageBottom = messageBottom
    self.cellBottom = cellBottom
  }

  /// No labels (MessageKit's defaults).
  public static let none = MessageKitLabelHeights()

  /// The Basic example app's heights: cell top 18, message top 20, message
  /// bottom 16, cell bottom 17.
  public static let exampleApp = MessageKitLabelHeights(
    cellTop: 18, messageTop: 20, messageBottom: 16, cellBottom: 17)
}
