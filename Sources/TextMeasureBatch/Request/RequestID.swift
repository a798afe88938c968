/// A request's `id`: a string of at most ``BatchLimits/idLength`` bytes
/// of UTF-8, or a number (integers exact up to 2⁶⁴ − 1), echoed in its
/// answer as it was written.
enum RequestID {
  /// Reads the id at `path` (nil for null).
  ///
  /// - Throws: ``BatchError`` naming `path` when it is neither a string nor
  ///   a number, or a string that is too long.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> JSONValue? {
    if try scanner.readNull() { return nil }
    switch try scanner.peekKind() {
    case .string:
      let string = try scanner.readString()
      guard string.utf8.count <= BatchLimits.idLength else {
        throw BatchError(at: path, "must be at most \(BatchLimits.idLength) bytes of UTF-8")
      }
      return .string(string)
    case .number:
      let text = try scanner.readNumberText()
      if let integer = Int(text) { return .integer(integer) }
      if let integer = UInt64(text) { return .unsignedInteger(integer) }
      guard let number = Double(text), number.isFinite else {
        throw BatchError(at: path, "\(text) is beyond a double's range")
      }
      return .number(number)
    default:
      throw BatchError(at: path, "must be a string or a number")
    }
  }
}
