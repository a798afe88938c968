import Foundation

/// A failure of a command's input or output (not of its arguments): printed
/// as `Error: …` with exit status 1, without the usage text.
struct CommandError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension CommandError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as it does.
  var errorDescription: String? { description }
}
