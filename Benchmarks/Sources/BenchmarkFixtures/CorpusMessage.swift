import Foundation

/// One message of the public chat corpus (`Corpus/chat-public.jsonl`).
public struct CorpusMessage: Sendable, Hashable, Decodable {
  /// The corpus's id, e.g. `tut-000`.
  public var id: String
  /// The category, e.g. `tut`, `short`, `cjk`.
  public var cat: String
  /// The message text.
  public var text: String

  /// Every message of the corpus copied into this package, in file order.
  ///
  /// - Throws: an error when the file is missing or a line is not a message.
  public static func corpus() throws -> [CorpusMessage] {
    let file = BenchmarkPaths.packageRoot.appendingPathComponent("Corpus/chat-public.jsonl")
    let decoder = JSONDecoder()
    return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
      try decoder.decode(CorpusMessage.self, from: Data($0.utf8))
    }
  }
}
