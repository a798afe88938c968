import BubbleLayout
import Foundation
import SUSIFixtures
import SUSIResponseReading
import Testing

/// A SUSI response as a conversation: the query first, then the actions,
/// each cell as SUSILayout measures it.
@Suite struct ConversationSUSITests {
  @Test func conversation_queryFirstThenActions() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mapWithAnchor.utf8))
    let conversation = SUSIConversation(response)
    #expect(conversation.messages.count == 3)
    let query = conversation.messages[0]
    #expect(query.isFromUser)
    #expect(query.text == "where is berlin")
    #expect(query.queryDate == response.queryDate)
    #expect(conversation.messages.map(\.action.type) == [.answer, .anchor, .map])
    #expect(conversation.messages.dropFirst().allSatisfy { !$0.isFromUser })
    #expect(Array(conversation.messages.dropFirst()) == response.messages)
  }

  @Test func responseWithoutQuery_hasOnlyTheActions() throws {
    let json = #"{"answers": [{"actions": [{"type": "answer", "expression": "Hi"}]}]}"#
    let conversation = SUSIConversation(try SUSIResponse(jsonData: Data(json.utf8)))
    #expect(conversation.messages.map(\.isFromUser) == [false])
  }

  @Test func layout_usesSUSIsOwnCells() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.mapWithAnchor.utf8))
    let layout = try ConversationLayout(SUSIConversation(response), viewWidth: 375)
    let susi = SUSILayout()
    // The query and the anchor are text cells, estimatedFrame's height + 38;
    // the map cell is 200 tall, its bubble (8, 0, 275, 198).
    let queryHeight = Double(try susi.estimatedFrame(for: "where is berlin").height) + 38
    let anchorHeight = Double(try susi.estimatedFrame(for: "Here is a map").height) + 38
    #expect(layout.cells.map { Double($0.frame.height) } == [queryHeight, anchorHeight, 200])
    let map = layout.cells[2]
    #expect(map.bubbleFrame == CGRect(x: 8, y: map.frame.minY, width: 275, height: 198))
    // Section inset {2, 0, 16, 0} and the flow layout's spacing of 10.
    #expect(layout.cells[0].frame.minY == 2)
    let expected = 2 + queryHeight + anchorHeight + 200 + 2 * 10 + 16
    #expect(abs(Double(layout.contentSize.height) - expected) < 1e-9)
    // The query is the user's: its bubble ends on the right.
    #expect(layout.cells[0].bubbleFrame.maxX > 375 / 2)
    #expect(layout.cells[1].bubbleFrame.minX == 8)
  }

  @Test func layout_richContentHasItsMeasuredCell() throws {
    let response = try SUSIResponse(jsonData: Data(SUSIResponseFixtures.currencyTable.utf8))
    let conversation = SUSIConversation(response)
    let layout = try ConversationLayout(conversation, viewWidth: 375)
    let susi = SUSILayout()
    for (message, cell) in zip(conversation.messages, layout.cells) {
      #expect(cell.frame.size == (try susi.measure(message, viewWidth: 375)).cellSize)
    }
  }

  @Test func emptyConversation_isAnError() throws {
    // No query, and SUSI iOS shows no timer: nothing is left.
    let json = #"{"answers": [{"actions": [{"type": "timer_set", "time": "10"}]}]}"#
    let conversation = SUSIConversation(try SUSIResponse(jsonData: Data(json.utf8)))
    #expect(conversation.messages.isEmpty)
    #expect(throws: ConversationLayoutError.self) { try ConversationLayout(conversation, viewWidth: 375) }
  }
}
