import Foundation
internal import _TextMeasureSupport

/// One request line of the JSONL batch (<doc:BatchContract>), read and
/// checked value by value: anything that is not as the contract says is an
/// error naming its JSON path, never ignored.
///
/// A request with a `style` sizes a bubble; any other measures a text.
struct BatchRequest: Decodable {
  enum Kind {
    case text(TextRequest)
    case bubble(BubbleRequest)
  }

  /// The request's `id`, if it has one.
  var id: JSONValue?
  var kind: Kind

  /// Reads a request object.
  init(from decoder: any Decoder) throws {
    let probe = try decoder.container(keyedBy: JSONObjectKey.self)
    let isBubble = probe.contains(JSONObjectKey("style"))
    let object = try decoder.object(
      of: isBubble ? "a bubble request" : "a request", keys: isBubble ? BubbleRequest.keys : TextRequest.keys)
    id = try object.value("id", as: RequestID.self)?.value
    kind = isBubble ? .bubble(try BubbleRequest(object)) : .text(try TextRequest(object))
  }

  /// The request on `line`, and its id when the line has a valid one (also
  /// when the rest of the request is not valid).
  ///
  /// - Returns: the request, or the error that says why the line is not
  ///   one, with the line's `id` if it is an object with a valid one.
  static func read(_ line: Data) -> (id: JSONValue?, request: Result<BatchRequest, BatchError>) {
    guard String(validating: line, as: UTF8.self) != nil else {
      return (nil, .failure(BatchError("the line is not UTF-8")))
    }
    do {
      let request = try JSONDecoder().decode(BatchRequest.self, from: line)
      return (request.id, .success(request))
    } catch {
      let (why, isJSON) = why(line, failed: error)
      return (isJSON ? idOnly(line) : nil, .failure(why))
    }
  }

  /// The `id` of a request that could not be read, when the line is an
  /// object with a valid one.
  private static func idOnly(_ line: Data) -> JSONValue? {
    struct IDOnly: Decodable {
      var id: JSONValue?
      init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: JSONObjectKey.self).value("id", as: RequestID.self)?.value
      }
    }
    return (try? JSONDecoder().decode(IDOnly.self, from: line))?.id
  }

  /// Why `line` is not a request: where it stops being JSON, that it is not
  /// an object, or the path of the value the decoder refused; and whether
  /// the line is JSON (so that its id may be read).
  private static func why(_ line: Data, failed error: any Error) -> (BatchError, isJSON: Bool) {
    switch error {
    case let error as BatchError:
      return (error, true)
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      if let syntax = JSONSyntaxError.description(in: line) { return (BatchError("not valid JSON: \(syntax)"), false) }
      return (BatchError("not valid JSON: \(context.debugDescription)"), true)
    case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
      let first = line.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      return (BatchError("the line is a JSON \(first == UInt8(ascii: "[") ? "array" : "value"), not an object"), false)
    case let error as DecodingError:
      return (BatchError(error), true)
    default:
      return (BatchError("\(error)"), true)
    }
  }
}
