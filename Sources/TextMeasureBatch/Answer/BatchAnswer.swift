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

  /// The answer of a request that failed with `error`, echoing its `id`.
  init(error: String, id: JSONValue?) {
    struct Failure: Encodable {
      var id: JSONValue?
      var error: String
    }
    // An id read from JSON and a message always encode.
    self.init(json: (try? JSONLine.encode(Failure(id: id, error: error))) ?? #"{"error":"unencodable error"}"#, error: error)
  }
}
