import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// The bubble layer's errors read the same through `localizedDescription`
/// as through their descriptions, each provoked by bad input.
@Suite struct ErrorDescriptionTests {
  static func localized(_ error: any Error) -> String { error.localizedDescription }

  @Test func conversationLayoutErrors() throws {
    let empty = Conversation(me: "me", messages: [])
    let noMessages = try #require(throws: ConversationLayoutError.self) {
      try ConversationLayout(empty, style: .jsq(JSQBubbleSizer()), viewWidth: 375)
    }
    #expect(Self.localized(noMessages) == noMessages.description)
    let one = Conversation(me: "me", messages: [ChatMessage(id: "1", text: "Hi", isOutgoing: true)])
    let badWidth = try #require(throws: ConversationLayoutError.self) {
      try ConversationLayout(one, style: .jsq(JSQBubbleSizer()), viewWidth: -5)
    }
    #expect(Self.localized(badWidth) == badWidth.description)
    #expect(Self.localized(badWidth).contains("-5"))
  }

  @Test func conversationDecodingErrors() throws {
    for json in ["{", #"{"messages": 3}"#, "{}"] {
      let error = try #require(throws: ConversationDecodingError.self) { try Conversation(jsonData: Data(json.utf8)) }
      #expect(Self.localized(error) == error.description)
    }
  }
}
