import Hummingbird
import TextMeasureBatch

/// A body's requests, each as one request line for the batch, with the
/// JSON path the body gives it: `$` for a one-request body, `$[i]` for
/// element or line `i` (from 0) of an array or JSONL body.
struct RequestLines {
  /// The body's bytes.
  let bytes: [UInt8]
  /// Where each request is in ``bytes``.
  let ranges: [Range<Int>]
  /// How the body holds them.
  let format: RequestBodyFormat

  /// The requests of `bytes`, held as `format` says, at most `limit` of them.
  ///
  /// - Throws: ``ServiceError`` 400 when the body (or a line of it) is not
  ///   JSON, 413 when it holds over `limit` requests.
  init(_ bytes: [UInt8], format: RequestBodyFormat, limit: Int) throws(ServiceError) {
    self.bytes = bytes
    self.format = format
    switch format {
    case .object:
      if let error = BatchBody.syntaxError(in: bytes) { throw Self.malformed(error, path: nil) }
      ranges = [bytes.indices]
    case .array:
      let elements: [Range<Int>]?
      do {
        elements = try BatchBody.elements(ofArray: bytes, limit: limit)
      } catch {
        throw Self.malformed(error, path: nil)
      }
      guard let elements else { throw Self.overLimit(limit) }
      ranges = elements
    case .lines:
      var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.indices)
      if lines.last?.isEmpty == true { lines.removeLast() }
      guard lines.count <= limit else { throw Self.overLimit(limit) }
      for (index, line) in lines.enumerated() {
        if let error = BatchBody.syntaxError(in: Array(bytes[line])) {
          throw Self.malformed(error, path: "$[\(index)]")
        }
      }
      ranges = lines
    }
  }

  /// The JSON path of request `index` in the body.
  func path(of index: Int) -> String {
    format == .object ? "$" : "$[\(index)]"
  }

  /// The path in the body of what `failure` (of request `index`) is about.
  func path(of failure: BatchFailure, in index: Int) -> String {
    format == .object ? failure.path : failure.path(inElement: index)
  }

  /// The body's answers, one JSON text each, in the body's shape.
  func body(answers: [String]) -> String {
    switch format {
    case .object: answers.first ?? ""
    case .array: "[" + answers.joined(separator: ",") + "]"
    case .lines: answers.map { $0 + "\n" }.joined()
    }
  }

  private static func malformed(_ error: BatchBody.SyntaxError, path: String?) -> ServiceError {
    ServiceError(.malformedJSON, "not valid JSON: \(error.description)", path: path)
  }

  private static func overLimit(_ limit: Int) -> ServiceError {
    ServiceError(.tooManyRequests, "a body may hold at most \(limit) requests", path: "$")
  }
}
