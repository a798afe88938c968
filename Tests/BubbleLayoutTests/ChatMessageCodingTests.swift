import Foundation
import Testing

@testable import BubbleLayout

/// `ChatMessage` JSON: messages saved without labels still decode.
@Suite struct ChatMessageCodingTests {
  @Test func messageWithoutLabels_decodesWithNone() throws {
    let json = #"{"id":"1","text":"hi","isOutgoing":true,"sender":"Ann"}"#
    let message = try JSONDecoder().decode(ChatMessage.self, from: Data(json.utf8))
    #expect(message == ChatMessage(id: "1", text: "hi", isOutgoing: true, sender: "Ann"))
    #expect(message.labels == .none)
  }

  @Test func encodedMessages_decodeToThemselves() throws {
    let message = ChatMessage(
      id: "7", text: "photo", isOutgoing: false, date: Date(timeIntervalSince1970: 1_714_759_331), media: .photo)
    let again = try JSONDecoder().decode(ChatMessage.self, from: JSONEncoder().encode(message))
    #expect(again == message)
  }

  @Test func aMissingRequiredField_isAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ChatMessage.self, from: Data(#"{"id":"1","isOutgoing":true}"#.utf8))
    }
  }
}
