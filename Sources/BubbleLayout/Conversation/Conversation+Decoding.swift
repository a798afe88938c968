import Foundation

extension Conversation: Decodable {
  private enum CodingKeys: String, CodingKey {
    case title, me, participants, messages
  }

  /// Reads a conversation from its JSON bytes (the format of `Examples/README.md`).
  ///
  /// An empty `messages` array is accepted: the layout reports it.
  ///
  /// - Throws: ``ConversationDecodingError`` naming where the JSON is
  ///   malformed, e.g. `messages[3].sender is missing`.
  public init(jsonData: Data) throws(ConversationDecodingError) {
    do {
      self = try JSONDecoder().decode(Conversation.self, from: jsonData)
    } catch let error as DecodingError {
      throw ConversationDecodingError(error, data: jsonData)
    } catch {
      throw .invalidValue(path: "$", reason: String(describing: error))
    }
  }

  /// Decodes the format of `Examples/README.md`, checking what spans
  /// several values: participant ids are unique, `me` and every sender are
  /// participants (when any are listed), and message ids are unique.
  ///
  /// A message without an `id` gets its index in `messages` ("0", "1", …);
  /// its `isOutgoing` is `sender == me`.
  ///
  /// - Throws: `DecodingError` whose coding path leads to the offending value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    participants = try container.decodeIfPresent([ConversationParticipant].self, forKey: .participants) ?? []
    me = try container.decode(String.self, forKey: .me)

    var ids: Set<String> = []
    for (index, participant) in participants.enumerated() {
      guard ids.insert(participant.id).inserted else {
        throw Self.invalid(
          [CodingKeys.participants, ConversationCodingKey(intValue: index), ConversationCodingKey(stringValue: "id")],
          "\"\(participant.id)\" is listed twice")
      }
    }
    if !ids.isEmpty, !ids.contains(me) {
      throw DecodingError.dataCorruptedError(
        forKey: .me, in: container, debugDescription: "\"\(me)\" is not one of the participants")
    }

    var list = try container.nestedUnkeyedContainer(forKey: .messages)
    var messages: [ChatMessage] = []
    var messageIndices: [String: Int] = [:]
    while !list.isAtEnd {
      let index = list.currentIndex
      let record = try list.decode(ConversationMessageRecord.self)
      let path = list.codingPath + [ConversationCodingKey(intValue: index)]
      if !ids.isEmpty, !ids.contains(record.sender) {
        throw Self.invalid(
          path + [ConversationCodingKey(stringValue: "sender")], "\"\(record.sender)\" is not one of the participants")
      }
      let id = record.id ?? String(index)
      if let earlier = messageIndices.updateValue(index, forKey: id) {
        throw Self.invalid(
          path + [ConversationCodingKey(stringValue: "id")], "\"\(id)\" is already the id of messages[\(earlier)]")
      }
      messages.append(
        ChatMessage(
          id: id, text: record.text, isOutgoing: record.sender == me, sender: record.sender, date: record.date,
          media: record.media))
    }
    self.messages = messages
  }

  /// A `dataCorrupted` error blaming the value at `codingPath`.
  private static func invalid(_ codingPath: [any CodingKey], _ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: reason))
  }
}
