import Foundation

/// A conversation laid out as a vertical list: every message's cell,
/// bubble and text frame in the scrolled content, and the content's size.
///
/// The cells stack as `UICollectionViewFlowLayout` stacks full-width items,
/// one per row: the first starts `sectionInset.top` down, each next one
/// `lineSpacing` below the previous, all at x = `sectionInset.left`, each
/// as big as its style measured it. The content is `viewWidth` wide and
///
///     top + Σ cell heights + (n − 1) × lineSpacing + bottom
///
/// tall. Nothing is rounded: styles that round their sizes (JSQ, MessageKit)
/// give whole points, the others keep their fractions.
///
/// ```swift
/// let layout = try ConversationLayout(conversation, style: .messageKit(), viewWidth: 375)
/// for cell in layout.cells { print(cell.frame, cell.bubbleFrame, cell.textFrame) }
/// ```
///
/// - Complexity: One measurement per message; the layout keeps three
///   rects per message and nothing else.
public struct ConversationLayout: Sendable, Hashable {
  /// The view (collection view) width the conversation was laid out for.
  public let viewWidth: Double
  /// One per message, in the conversation's order.
  public let cells: [ConversationCell]
  /// The scrolled content's size: `viewWidth` by the stacked height.
  public let contentSize: CGSize

  /// Lays out `conversation` in `style` for a view `viewWidth` points wide.
  ///
  /// - Throws: ``ConversationLayoutError/noMessages`` for an empty
  ///   conversation, ``ConversationLayoutError/invalidViewWidth(_:)``, or
  ///   ``ConversationLayoutError/measurementFailed(index:underlying:)``.
  public init(_ conversation: Conversation, style: ConversationStyle, viewWidth: Double)
    throws(ConversationLayoutError)
  {
    try self.init(
      count: conversation.messages.count, sectionInset: style.sectionInset, lineSpacing: style.lineSpacing,
      viewWidth: viewWidth
    ) { index in
      try style.sizer.cell(for: style.message(at: index, of: conversation), viewWidth: viewWidth)
    }
  }

  /// Stacks `count` cells, asking `cell` for each one in order as it goes
  /// and keeping only their frames (keep the cells yourself to draw them
  /// without measuring again).
  ///
  /// - Throws: ``ConversationLayoutError/noMessages`` when `count` is 0,
  ///   ``ConversationLayoutError/invalidViewWidth(_:)``, or
  ///   ``ConversationLayoutError/measurementFailed(index:underlying:)`` with
  ///   what `cell` threw.
  public init(
    count: Int, sectionInset: EdgeInsets, lineSpacing: Double, viewWidth: Double,
    cell: (Int) throws -> MessageCell
  ) throws(ConversationLayoutError) {
    guard count > 0 else { throw .noMessages }
    guard viewWidth.isFinite, viewWidth > 0 else { throw .invalidViewWidth(viewWidth) }
    var cells: [ConversationCell] = []
    cells.reserveCapacity(count)
    var y = sectionInset.top
    for index in 0..<count {
      let measured: MessageCell
      do {
        measured = try cell(index)
      } catch {
        throw .measurementFailed(index: index, underlying: error)
      }
      let placed = ConversationCell(measured, at: CGPoint(x: sectionInset.left, y: y))
      cells.append(placed)
      y = Double(placed.frame.maxY) + lineSpacing
    }
    self.viewWidth = viewWidth
    self.cells = cells
    contentSize = CGSize(width: viewWidth, height: y - lineSpacing + sectionInset.bottom)
  }
}
