import Foundation

extension ConversationLayout {
  /// Lays out a SUSI conversation as the SUSI iOS client does: each cell as
  /// `layout` measures its SUSI message (maps 200, feeds 145, text
  /// `estimatedFrame` + 38, …), stacked by ``ConversationStyle/susi(_:)``'s
  /// rules (section inset `{2, 0, 16, 0}`, line spacing 10).
  ///
  /// - Throws: ``ConversationLayoutError/noMessages`` when the conversation
  ///   is empty (a response without a query whose actions were all skipped),
  ///   ``ConversationLayoutError/invalidViewWidth(_:)``, or
  ///   ``ConversationLayoutError/measurementFailed(index:underlying:)``.
  public init(_ conversation: SUSIConversation, layout: SUSILayout = SUSILayout(), viewWidth: Double)
    throws(ConversationLayoutError)
  {
    let style = ConversationStyle.susi(layout)
    let messages = conversation.messages
    try self.init(
      count: messages.count, sectionInset: style.sectionInset, lineSpacing: style.lineSpacing, viewWidth: viewWidth
    ) { index in
      try layout.cell(for: messages[index], viewWidth: viewWidth)
    }
  }
}
