import BubbleLayout

extension Conversation {
  /// A conversation of `message` alone, sent by "me" when it is outgoing:
  /// how the cell strategies draw and describe one bubble cell.
  init(cell message: ChatMessage) {
    let sender = message.sender ?? "me"
    self.init(me: message.isOutgoing ? sender : "", messages: [message])
  }
}
