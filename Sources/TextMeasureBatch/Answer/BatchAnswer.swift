/// The answer to one batch request line.
public struct BatchAnswer: Equatable, Sendable {
  /// The answer as one line of JSON (without a newline): a ``LayoutReport``,
  /// or `{"error", "id"}` for a request that failed.
  public let json: String
  /// Why the request failed; nil when it was measured.
  public let error: String?

  init(json: String, error: String?) {
    self.json = json
    self.error = error
  }

  /// The answer of a request that failed with `error`, echoing its `id`:
  /// `{"error", "id"}`, as ``JSONLine`` encodes it.
  init(error: String, id: JSONValue?) {
    var writer = AnswerWriter()
    writer.object { writer in
      writer.key("error")
      writer.string(error)
      writer.idMember(id)
    }
    self.init(json: writer.json, error: error)
  }
}
