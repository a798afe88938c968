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
}

extension BatchError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  public var errorDescription: String? { description }
}
