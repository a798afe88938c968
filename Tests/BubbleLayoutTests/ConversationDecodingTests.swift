import FontOracles
import Foundation
import Testing

@testable import BubbleLayout

/// Reading conversations from JSON: the example, the defaults, and errors
/// that name where the JSON is wrong.
@Suite struct ConversationDecodingTests {
  @Test func example_hasTwoParticipantsAndTwentyMessages() throws {
    let conversation = try ConversationFixtures.example()
    #expect(conversation.title == "Lisbon weekend")
    #expect(conversation.me == "ana")
    #expect(
      conversation.participants == [.init(id: "ana", name: "Ana Ferreira"), .init(id: "sam", name: "Sam Okafor")])
    #expect(conversation.messages.count == 20)
    #expect(conversation.messages.map(\.id) == (1...20).map { String(format: "m%02d", $0) })
    // Ana (me) sent m02, m04, m07, m09, m10, m13, m15, m17 and m19.
    let outgoing = conversation.messages.filter(\.isOutgoing).map(\.id)
    #expect(outgoing == ["m02", "m04", "m07", "m09", "m10", "m13", "m15", "m17", "m19"])
    #expect(conversation.messages.allSatisfy { $0.isOutgoing == ($0.sender == "ana") })
    #expect(conversation.name(of: "sam") == "Sam Okafor")
    #expect(conversation.name(of: "nobody") == "nobody")
  }

  @Test func example_coversTheHardCases() throws {
    let texts = try ConversationFixtures.example().messages.map(\.text)
    #expect(texts.contains { $0.contains("https://www.example.com/") })
    #expect(texts.contains { $0.contains("👨‍👩‍👧‍👦") })  // a ZWJ family
    #expect(texts.contains { $0.contains("🇵🇹") })  // a flag
    #expect(texts.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })  // Chinese
    #expect(texts.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })  // Arabic
    #expect(texts.contains { $0.contains("\n\n") })  // several paragraphs
    #expect(texts.contains { $0.count == 1 && $0 != "👍" })  // one character
    let photo = try #require(ConversationFixtures.example().messages.first { $0.media != nil })
    #expect(photo.media == .photo && photo.text.isEmpty && photo.sender == "sam")
  }

  @Test func example_datesAreISO8601WithZoneAndFraction() throws {
    let messages = try ConversationFixtures.example().messages
    let utc = Date(timeIntervalSince1970: 1_714_759_331)  // 2024-05-03T18:02:11Z
    #expect(messages[0].date == utc)
    // m13 is 19:40:03+01:00, that is 18:40:03Z.
    #expect(messages[12].date == Date(timeIntervalSince1970: 1_714_761_603))
    // m18 is 18:44:47.250Z.
    let fractional = try #require(messages[17].date)
    #expect(abs(fractional.timeIntervalSince1970 - 1_714_761_887.25) < 0.0005)
  }

  @Test func minimal_idsAreIndicesAndAnySenderGoes() throws {
    let conversation = try Conversation(
      jsonData: Data(
        #"{"me": "u", "messages": [{"sender": "u", "text": "hi"}, {"sender": "bot", "text": "hello"}]}"#.utf8))
    #expect(conversation.title == nil && conversation.participants.isEmpty)
    #expect(conversation.messages.map(\.id) == ["0", "1"])
    #expect(conversation.messages.map(\.isOutgoing) == [true, false])
    #expect(conversation.messages[1].date == nil)
    #expect(conversation.name(of: "bot") == "bot")
  }

  @Test func customMedia_keepsItsSize() throws {
    let conversation = try Conversation(
      jsonData: Data(
        #"{"me": "u", "messages": [{"sender": "u", "media": {"kind": "custom", "width": 120, "height": 80.5}}]}"#.utf8))
    #expect(conversation.messages[0].media == .custom(width: 120, height: 80.5))
  }

  @Test func emptyMessages_decodes() throws {
    // Decoding accepts it; the layout refuses it (ConversationLayoutTests).
    let conversation = try Conversation(jsonData: Data(#"{"me": "u", "messages": []}"#.utf8))
    #expect(conversation.messages.isEmpty)
  }

  @Test(arguments: ConversationFixtures.malformed)
  func malformed_errorNamesThePath(_ malformed: ConversationFixtures.Malformed) {
    do {
      _ = try Conversation(jsonData: Data(malformed.json.utf8))
      Issue.record("decoded \(malformed.json)")
    } catch {
      #expect(error.path == malformed.path)
      #expect(error.description.hasPrefix(malformed.path))
      #expect(error.description.contains(malformed.explanation), "\(error.description)")
    }
  }

  @Test func notJSON_saysWhere() {
    do {
      _ = try Conversation(jsonData: Data(#"{"me": "u", "messages": [}"#.utf8))
      Issue.record("decoded broken JSON")
    } catch {
      guard case .notJSON(let detail) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.path == nil)
      #expect(!detail.isEmpty)
      #expect(error.description.hasPrefix("the conversation is not JSON"))
    }
  }
}

/// The example conversation and malformed ones.
enum ConversationFixtures {
  /// `Examples/conversation.json`.
  static func example() throws -> Conversation {
    try Conversation(
      jsonData: Data(contentsOf: FontFiles.repositoryRoot.appendingPathComponent("Examples/conversation.json")))
  }

  /// A conversation that must not decode: the JSON, the path the error
  /// names and part of its explanation.
  struct Malformed: Sendable, CustomTestStringConvertible {
    let json: String
    let path: String
    let explanation: String

    init(_ json: String, _ path: String, _ explanation: String) {
      self.json = json
      self.path = path
      self.explanation = explanation
    }

    var testDescription: String { path }
  }

  /// The malformed conversations.
  static let malformed: [Malformed] = [
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "1"}, {"sender": "a", "text": "2"}, {"sender": "a", "text": "3"}, {"text": "4"}]}"#,
      "messages[3].sender", "is missing"),
    .init(#"{"me": "a", "messages": [{"sender": null, "text": "x"}]}"#, "messages[0].sender", "is missing"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x"}, {"sender": "a", "text": "y", "date": "yesterday"}]}"#,
      "messages[1].date", "is not an ISO 8601 date"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x", "date": "2024-05-03T18:02:11Zjunk"}]}"#,
      "messages[0].date", "is not an ISO 8601 date"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x", "date": "2024-05-03T18:02:11"}]}"#,
      "messages[0].date", "with a time zone"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "media": {"kind": "gif"}}]}"#,
      "messages[0].media.kind", "unknown media kind \"gif\""),
    .init(#"{"me": "a", "messages": [{"sender": "a", "media": {}}]}"#, "messages[0].media.kind", "is missing"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "media": {"kind": "custom", "width": 10}}]}"#,
      "messages[0].media.height", "is missing"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "media": {"kind": "custom", "width": -5, "height": 10}}]}"#,
      "messages[0].media.width", "not a positive number"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "media": {"kind": "photo", "width": 640, "height": 480}}]}"#,
      "messages[0].media.width", "only custom media have a size"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x", "media": {"kind": "photo"}}]}"#,
      "messages[0].media", "text or media, not both"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x"}, {"sender": "a", "date": "2024-05-03T18:02:11Z"}]}"#,
      "messages[1]", "needs \"text\" or \"media\""),
    .init(#"{"me": "a", "messages": [{"sender": "a", "text": 42}]}"#, "messages[0].text", "should be a string"),
    .init(#"{"me": "a", "messages": [{"sender": "a", "text": "x", "id": 7}]}"#, "messages[0].id", "should be a string"),
    .init(
      #"{"me": "a", "messages": [{"sender": "a", "text": "x"}, {"sender": "a", "text": "y"}, {"id": "1", "sender": "a", "text": "z"}]}"#,
      "messages[2].id", "\"1\" is already the id of messages[1]"),
    .init(
      #"{"me": "a", "participants": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}], "messages": [{"sender": "a", "text": "x"}, {"sender": "c", "text": "y"}]}"#,
      "messages[1].sender", "\"c\" is not one of the participants"),
    .init(
      #"{"me": "z", "participants": [{"id": "a", "name": "A"}], "messages": []}"#, "me",
      "is not one of the participants"),
    .init(
      #"{"me": "a", "participants": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}], "messages": []}"#,
      "participants[1].id", "is listed twice"),
    .init(#"{"me": "a", "participants": [{"id": "a"}], "messages": []}"#, "participants[0].name", "is missing"),
    .init(#"{"messages": []}"#, "me", "is missing"),
    .init(#"{"me": "a"}"#, "messages", "is missing"),
    .init(#"{"me": "a", "messages": {"sender": "a"}}"#, "messages", "should be an array"),
    .init(#"{"me": "a", "messages": ["hello"]}"#, "messages[0]", "should be an object"),
    .init(#"["me", "a"]"#, "$", "should be an object"),
  ]
}
