import BubbleLayout
import FuzzSupport

extension Outcome {
  /// Whether the outcome is ``BubbleLayout/ConversationLayoutError/noMessages``.
  public var isNoMessagesError: Bool {
    guard case .error(let error as ConversationLayoutError) = self, case .noMessages = error else { return false }
    return true
  }
}
