import Foundation
internal import _TextMeasureSupport

/// Why a conversation's JSON could not be read. Every case but
/// ``notJSON(_:)`` names the JSON path of the offending value, e.g.
/// `messages[3].sender` (`$` is the whole document).
public enum ConversationDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not JSON; the parser's explanation (where it stopped).
  case notJSON(String)
  /// A required value is absent or `null`.
  case missing(path: String)
  /// A value has the wrong JSON type; `expected` is e.g. "a string".
  case wrongType(path: String, expected: String)
  /// A value has the right type but cannot be used (a bad date, an unknown
  /// media kind, a sender who is not a participant, a repeated id).
  case invalidValue(path: String, reason: String)

  /// The JSON path of the offending value (`nil` for ``notJSON(_:)``).
  public var path: String? {
    switch self {
    case .notJSON: nil
    case .missing(let path), .wrongType(let path, _), .invalidValue(let path, _): path
    }
  }

  /// A one-line explanation naming the path.
  public var description: String {
    switch self {
    case .notJSON(let detail): "the conversation is not JSON: \(detail)"
    case .missing(let path): "\(path) is missing"
    case .wrongType(let path, let expected): "\(path) should be \(expected)"
    case .invalidValue(let path, let reason): "\(path): \(reason)"
    }
  }

  /// The error for what `JSONDecoder` threw while decoding `data`.
  init(_ error: DecodingError, data: Data) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .missing(path: ConversationCodingKey.path(context.codingPath + [key]))
    case .valueNotFound(_, let context):
      self = .missing(path: ConversationCodingKey.path(context.codingPath))
    case .typeMismatch(let type, let context):
      self = .wrongType(path: ConversationCodingKey.path(context.codingPath), expected: Self.jsonTypeName(type))
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, let detail = JSONSyntaxError.description(in: data) {
        self = .notJSON(detail)
      } else {
        self = .invalidValue(path: ConversationCodingKey.path(context.codingPath), reason: context.debugDescription)
      }
    @unknown default:
      self = .invalidValue(path: "$", reason: String(describing: error))
    }
  }

  /// The JSON name of what a decoder expected to find.
  private static func jsonTypeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: "a number"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}

extension ConversationDecodingError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
