import Foundation

/// Why a SUSI server response could not be read. Every case but
/// ``notJSON(_:)`` names the JSON path of the offending value, e.g.
/// `answers[0].actions[2].type` (`$` is the whole document).
public enum SUSIResponseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not JSON; the decoder's explanation (with its line and column).
  case notJSON(String)
  /// A required value is absent or `null` (an empty `answers` array is a
  /// missing `answers[0]`).
  case missing(path: String)
  /// A value has the wrong JSON type.
  case wrongType(path: String, expected: String, found: String)
  /// A value has the right type but cannot be used (a latitude of `"abc"`,
  /// a zoom of 12.5, a date in another format).
  case invalidValue(path: String, reason: String)

  /// The JSON path of the offending value (`nil` for ``notJSON(_:)``).
  public var path: String? {
    switch self {
    case .notJSON: nil
    case .missing(let path), .wrongType(let path, _, _), .invalidValue(let path, _): path
    }
  }

  /// A one-line explanation naming the path.
  public var description: String {
    switch self {
    case .notJSON(let detail): "the response is not JSON: \(detail)"
    case .missing(let path): "\(path) is missing"
    case .wrongType(let path, let expected, let found): "\(path) should be \(expected), not \(found)"
    case .invalidValue(let path, let reason): "\(path): \(reason)"
    }
  }
}

extension SUSIResponseError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
