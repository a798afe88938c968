import ArgumentParser

/// The settings of the environment's variables, read by type: a value
/// that is not of its variable's type is an error naming the variable,
/// never a default in silence.
struct EnvironmentSettings {
  private let environment: [String: String]

  init(_ environment: [String: String]) {
    self.environment = environment
  }

  /// The variable's value; nil when it is not set or empty.
  subscript(name: String) -> String? {
    environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The variable's integer.
  func integer(_ name: String) throws -> Int? {
    try self[name].map { value in
      guard let integer = Int(value) else { throw ValidationError("\(name): '\(value)' is not an integer") }
      return integer
    }
  }

  /// The variable's number of seconds.
  func seconds(_ name: String) throws -> Double? {
    try self[name].map { value in
      guard let seconds = Double(value) else { throw ValidationError("\(name): '\(value)' is not a number") }
      return seconds
    }
  }

  /// The variable's `0` or `1` (or `false`, `true`).
  func bool(_ name: String) throws -> Bool? {
    try self[name].map { value in
      switch value.lowercased() {
      case "1", "true": return true
      case "0", "false": return false
      default: throw ValidationError("\(name): '\(value)' is not 0 or 1")
      }
    }
  }

  /// The variable's list, split at `separator`, empty items left out.
  func list(_ name: String, separator: Character) -> [String] {
    self[name].map { $0.split(separator: separator).map(String.init) } ?? []
  }
}
