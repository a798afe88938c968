import Foundation
import Hummingbird

/// How a body holds its requests, from its content type and first byte:
/// one JSON object, a JSON array of them (both `application/json`), or one
/// per line (`application/x-ndjson` or `application/jsonl`). The answer
/// has the same shape and content type.
enum RequestBodyFormat: Equatable {
  /// One request object; answered with one answer object.
  case object
  /// A JSON array of requests; answered with an array of answers.
  case array
  /// A request per line; answered with an answer per line.
  case lines(contentType: String)

  /// The JSONL content types accepted.
  static let lineContentTypes = ["application/x-ndjson", "application/jsonl"]

  /// The format of a body of `contentType` (parameters such as `charset`
  /// aside) whose first byte that is not whitespace is `first`.
  ///
  /// - Throws: ``ServiceError`` 415 for a type that is neither JSON nor JSONL.
  init(contentType: String?, first: UInt8?) throws(ServiceError) {
    let type = contentType?.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    switch type {
    case "application/json"?: self = first == UInt8(ascii: "[") ? .array : .object
    case let type? where Self.lineContentTypes.contains(type): self = .lines(contentType: type)
    default:
      throw ServiceError(
        .unsupportedMediaType,
        "the content type must be application/json, \(Self.lineContentTypes.joined(separator: " or ")); got "
          + (contentType.map { "'\($0)'" } ?? "none"))
    }
  }

  /// The answer's content type.
  var contentType: String {
    switch self {
    case .object, .array: "application/json"
    case .lines(let type): type
    }
  }
}
