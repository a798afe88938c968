import Foundation

/// A chat style for a whole conversation: the sizer that measures each
/// message, and the vertical rules of the list that stacks the cells.
///
/// The rules are `UICollectionViewFlowLayout`'s: the section inset around
/// the list, and `minimumLineSpacing` between consecutive cells. Use a
/// preset (``jsq(_:)``, ``messageKit(_:)``, ``susi(_:)``, ``sms(_:)``,
/// ``chatLog(_:)``, ``selfSizing(_:)``) or make your own:
///
/// ```swift
/// let style = ConversationStyle.jsq(JSQBubbleSizer())
/// let layout = try ConversationLayout(conversation, style: style, viewWidth: 375)
/// ```
public struct ConversationStyle: Sendable {
  /// `UICollectionViewFlowLayout`'s default `minimumLineSpacing`: 10 points.
  public static let flowLayoutLineSpacing = 10.0

  /// The registered style this one is, or derives from: it names the style
  /// (``name``) and picks a renderer's default look. A style of your own
  /// (your own ``sizer``) picks the one whose look it wants.
  public var chatStyle: ChatStyle
  /// Measures each message: its cell's size, bubble and text.
  public var sizer: any BubbleSizing
  /// Space around the list, in points: `top` above the first cell,
  /// `bottom` below the last, `left` before every cell.
  public var sectionInset: EdgeInsets
  /// The vertical gap between consecutive cells, in points.
  public var lineSpacing: Double
  /// Which labels (timestamps, names) each message gets.
  public var labels: MessageLabelRule

  /// A style.
  ///
  /// - Parameters:
  ///   - chatStyle: The registered style it is or derives from.
  ///   - sizer: Measures each message.
  ///   - sectionInset: The list's section inset.
  ///   - lineSpacing: The gap between cells.
  ///   - labels: The labels' rule (none by default).
  public init(
    _ chatStyle: ChatStyle, sizer: any BubbleSizing, sectionInset: EdgeInsets, lineSpacing: Double,
    labels: MessageLabelRule = .none
  ) {
    self.chatStyle = chatStyle
    self.sizer = sizer
    self.sectionInset = sectionInset
    self.lineSpacing = lineSpacing
    self.labels = labels
  }

  /// The style's name, as the command line takes it (`jsq`, `messagekit`, …):
  /// ``chatStyle``'s.
  public var name: String { chatStyle.rawValue }

  /// Message `index` of `conversation` with the labels ``labels`` gives it:
  /// what the style measures and draws.
  public func message(at index: Int, of conversation: Conversation) -> ChatMessage {
    var message = conversation.messages[index]
    message.labels = labels.labels(conversation, index)
    return message
  }
}
