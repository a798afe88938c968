import Foundation
internal import _TextMeasureSupport

/// One request line of the JSONL batch (<doc:BatchContract>), read in one
/// pass by ``JSONScanner`` and checked value by value: anything that is not
/// as the contract says is an error naming its JSON path, never ignored.
///
/// A request with a `style` sizes a bubble; any other measures a text.
enum BatchRequest {
  case text(TextRequest)
  case bubble(BubbleRequest)

  /// The request on `line`, whose text may have `maximumTextLength` UTF-16
  /// units, and its id when the line is a JSON object with a valid one (also
  /// when the rest of the request is not valid).
  static func read(_ line: [UInt8], maximumTextLength: Int) -> (
    id: JSONValue?, request: Result<BatchRequest, BatchError>
  ) {
    guard String(validating: line, as: UTF8.self) != nil else {
      return (nil, .failure(BatchError("the line is not UTF-8")))
    }
    var members = RequestMembers()
    do {
      var scanner = JSONScanner(line)
      let kind = try scanner.peekKind()
      guard kind == .object else {
        if let syntax = JSONSyntaxError.description(in: Data(line)) { throw BatchError("not valid JSON: \(syntax)") }
        throw BatchError("the line is a JSON \(kind == .array ? "array" : "value"), not an object")
      }
      _ = try scanner.object(at: []) { key, path, scanner in try members.read(key, at: path, from: &scanner) }
      try scanner.expectEnd()
      let request: BatchRequest =
        try members.style.map {
          .bubble(try BubbleRequest(members, style: $0, maximumTextLength: maximumTextLength))
        } ?? .text(try TextRequest(members, maximumTextLength: maximumTextLength))
      return (members.id, .success(request))
    } catch {
      // A value may be refused before the scanner reaches broken JSON after it.
      if let syntax = syntaxError(in: line) { return (nil, .failure(BatchError("not valid JSON: \(syntax)"))) }
      return (members.id ?? idOnly(line), .failure(error as? BatchError ?? BatchError("\(error)")))
    }
  }

  /// Where `line` stops being JSON (in `JSONSerialization`'s words, which
  /// give the position, when it agrees), or nil when it is JSON.
  private static func syntaxError(in line: [UInt8]) -> String? {
    JSONScanner.syntaxError(in: line).map { error in
      JSONSyntaxError.description(in: Data(line)) ?? "expected \(error.expected) at byte \(error.offset)"
    }
  }

  /// The `id` of a JSON object line whose request could not be read, when
  /// it has a valid one.
  private static func idOnly(_ line: [UInt8]) -> JSONValue? {
    var scanner = JSONScanner(line)
    var id: JSONValue?
    try? scanner.readObject { key, scanner in
      if key == "id" { id = try RequestID.read(at: [], from: &scanner) } else { try scanner.skipValue() }
    }
    return id
  }
}
