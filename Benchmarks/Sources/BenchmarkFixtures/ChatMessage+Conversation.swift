import BubbleLayout

extension ChatMessage {
  /// A conversation of `count` messages: the corpus's texts cycled,
  /// alternately outgoing and incoming, each with its own id.
  public static func conversation(of count: Int, from corpus: [CorpusMessage]) -> [ChatMessage] {
    (0..<count).map { index in
      ChatMessage(id: "m\(index)", text: corpus[index % corpus.count].text, isOutgoing: index.isMultiple(of: 2))
    }
  }
}

extension ChatMessage {
  /// A conversation of `count` messages that are all different: the
  /// corpus's texts cycled, each after its number ("1234. Hello Susi"), so
  /// that no message is sized from another's cached result.
  public static func distinctConversation(of count: Int, from corpus: [CorpusMessage]) -> [ChatMessage] {
    (0..<count).map { index in
      ChatMessage(
        id: "m\(index)", text: "\(index + 1). " + corpus[index % corpus.count].text, isOutgoing: index.isMultiple(of: 2))
    }
  }
}
