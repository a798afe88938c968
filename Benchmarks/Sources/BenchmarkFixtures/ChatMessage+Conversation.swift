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
