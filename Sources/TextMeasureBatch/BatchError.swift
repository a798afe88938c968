import Foundation

/// A request line that is not as the batch contract says, a field that
/// cannot be used (a font that cannot be opened), or an option name that is
/// not known. The description names the field by its JSON path
/// (`$.runs[2].size: …`) and is what the answer's `error` says.
public struct BatchError: Error, CustomStringConvertible, Equatable, Sendable {
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }

  /// An error about the value at `codingPath`: its JSON path, a colon, then `message`.
  init(at codingPath: [any CodingKey], _ message: String) {
    self.init("\(JSONPath.of(codingPath)): \(message)")
  }

  /// The error of a request the decoder could not read: the path of the
  /// value and what it should have been.
  init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(at: context.codingPath, "must be \(Self.kind(of: type))")
    case .valueNotFound(let type, let context):
      self.init(at: context.codingPath, "must be \(Self.kind(of: type)), not null")
    case .keyNotFound(let key, let context):
      self.init(at: context.codingPath + [key], "missing")
    case .dataCorrupted(let context):
      self.init(at: context.codingPath, context.debugDescription)
    @unknown default:
      self.init("\(error)")
    }
  }

  /// What a value of `type` is called in a message.
  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default: type is [String: Any].Type || "\(type)".contains("Keyed") ? "an object" : "a \(type)"
    }
  }
}

extension BatchError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
