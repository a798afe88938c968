import Foundation
import Testing

@testable import BubbleLayout

/// SUSI's message models on their own: the messages the app adds, image
/// answers and a table's visible rows.
@Suite struct SUSIMessageTests {
  @Test func tableCount_negativeShowsEveryRow() {
    let table = SUSITable(columns: [], rows: [["a"], ["b"]], count: -1)
    #expect(table.visibleRows.count == 2)
    #expect(SUSITable(columns: [], rows: [["a"], ["b"]], count: 5).visibleRows.count == 2)
    #expect(SUSITable(columns: [], rows: [["a"], ["b"]], count: 0).visibleRows.isEmpty)
  }

  @Test func messagesTheAppAdds() {
    let query = SUSIMessage.userQuery("hello")
    #expect(query.isFromUser && query.text == "hello" && query.action.type == .answer)
    #expect(SUSIMessage.typingIndicator.action.type == .typingIndicator)
    #expect(SUSIActionType.typingIndicator.rawValue == "indicatorView")
  }

  @Test(arguments: [
    ("https://example.com/cat.jpg", true), ("http://example.com/a/b.jpeg", true), ("https://x.org/p.png", true),
    ("https://x.org/anim.gif", true), ("https://x.org/cat.JPG", false), ("https://x.org/cat.jpg?size=2", false),
    ("ftp://x.org/cat.png", false), ("cat.png", false), ("a picture of a cat.png", false),
  ])
  func imageAnswers(expression: String, isImage: Bool) {
    let message = SUSIMessage(action: .answer(expression: expression), text: expression, isFromUser: false)
    #expect(message.isImage == isImage)
  }
}
