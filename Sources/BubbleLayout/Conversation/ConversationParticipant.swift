import Foundation

/// Someone who takes part in a ``Conversation``: the id messages name as
/// their `sender`, and the name to show.
public struct ConversationParticipant: Sendable, Hashable, Decodable {
  /// The id messages use in `sender` (and ``Conversation/me`` uses).
  public var id: String
  /// The display name.
  public var name: String

  /// A participant.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
