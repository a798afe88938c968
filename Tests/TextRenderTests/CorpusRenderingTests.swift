import BubbleLayout
import Foundation
import Testing
import TextMeasure
import TextRender

/// The property over the public chat corpus (`Fixtures/chat-public.jsonl`, a
/// copy of `shared/corpus/chat-public.jsonl`: 230 messages in 27
/// categories): in every style, each cell's bubble, avatar, labels and text
/// ink only their own frames, and no message's glyph is cut by its bubble.
/// (The example conversation's test is stricter: its ink stays inside each
/// text frame. In the corpus, stacked Arabic marks reach a few points above
/// the line box, as fonts allow, inside the bubble's padding.)
@Suite struct CorpusRenderingTests {
  /// The corpus as a conversation between two people, messages alternating sides.
  static func corpus() throws -> Conversation {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/chat-public.jsonl")
    let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let messages: [[String: Any]] = rows.enumerated().map { index, row in
      ["id": row["id"] as! String, "sender": index.isMultiple(of: 2) ? "a" : "b", "text": row["text"] as! String]
    }
    let json = try JSONSerialization.data(withJSONObject: ["me": "b", "messages": messages])
    return try Conversation(jsonData: json)
  }

  @Test(arguments: ConversationRendererTests.styleNames)
  func everyCorpusCell_inksOnlyItsFrames(styleName: String) throws {
    let conversation = try Self.corpus()
    #expect(conversation.messages.count == 230)
    // At scale 1: the corpus is over 16 000 points tall in most styles, past a 2× bitmap's height.
    try CellInkTests.expectInkInsideFrames(
      of: conversation, style: ConversationRendererTests.style(styleName), textArea: .bubble, scale: 1)
  }
}
