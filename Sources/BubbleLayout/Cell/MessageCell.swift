import Foundation

/// Everything a chat style decides about one message's cell, in the cell's
/// coordinates (origin at the cell's top left, y down, points): its size,
/// the bubble, the text or the media in it, the avatar and the labels.
///
/// Every ``BubbleSizing`` style returns one from
/// ``BubbleSizing/cell(for:viewWidth:)``, from one measurement of the
/// message. A renderer draws exactly this value (the text's layout at
/// ``CellText/origin`` with its ``CellText/lineOffsets``, the media in
/// ``CellMedia/frame``, the avatar in ``avatarFrame``, each label at its
/// ``CellLabel/textOrigin``, each accessory in its frame) and decides nothing
/// about where things go.
///
/// ```swift
/// let cell = try JSQBubbleSizer().cell(for: message, viewWidth: 375)
/// cell.size            // the collection view item's size
/// cell.bubbleFrame     // the bubble in the cell
/// cell.text?.origin    // where the text's layout goes
/// ```
public struct MessageCell: Sendable, Hashable {
  /// What a bubble shows: text or media, never both.
  public enum Content: Sendable, Hashable {
    /// Laid-out text.
    case text(CellText)
    /// A photo, a video, a map… (the renderer draws a placeholder).
    case media(CellMedia)
    /// A table drawn from data, its texts placed.
    case table(CellTable)
    /// A pie chart drawn from data, with its legend.
    case pieChart(CellPieChart)
  }

  /// The cell's size: the collection view item's, or the table row's.
  public var size: CGSize
  /// Whether the app's user sent the message (the trailing side in most styles).
  public var isOutgoing: Bool
  /// The bubble's frame. It may reach outside the cell where the style
  /// draws it so (the chat-log tutorial's bubbles start 4 points above their cells).
  public var bubbleFrame: CGRect
  /// The bubble's text, media, table or chart.
  public var content: Content
  /// The avatar's frame, or nil where the style shows no avatar (or a zero-sized one).
  public var avatarFrame: CGRect?
  /// The labels around (or in) the bubble: timestamps, names, times.
  public var labels: [CellLabel]
  /// The controls the cell shows (SUSI's feedback thumbs); none in most styles.
  public var accessories: [CellAccessory]

  /// A cell.
  public init(
    size: CGSize, isOutgoing: Bool, bubbleFrame: CGRect, content: Content, avatarFrame: CGRect? = nil,
    labels: [CellLabel] = [], accessories: [CellAccessory] = []
  ) {
    self.size = size
    self.isOutgoing = isOutgoing
    self.bubbleFrame = bubbleFrame
    self.content = content
    self.avatarFrame = avatarFrame
    self.labels = labels
    self.accessories = accessories
  }

  /// The text, or nil when the bubble shows something else.
  public var text: CellText? {
    if case .text(let text) = content { return text }
    return nil
  }

  /// The media, or nil when the bubble shows something else.
  public var media: CellMedia? {
    if case .media(let media) = content { return media }
    return nil
  }

  /// The cell's frames without its layouts: the text's frame relative to
  /// the bubble (zero for anything but text), the bubble's frame and the cell's size.
  public var measurement: BubbleMeasurement {
    BubbleMeasurement(
      textRect: text.map { $0.frame.offsetBy(dx: -bubbleFrame.minX, dy: -bubbleFrame.minY) } ?? .zero,
      bubbleFrame: bubbleFrame, cellSize: size)
  }
}
