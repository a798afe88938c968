/// A request's `id`: a string of at most ``BatchLimits/idLength`` bytes
/// of UTF-8, or a number (integers exact up to 2⁶⁴ − 1), echoed in its
/// answer as it was written.
struct RequestID: Decodable {
  /// The id as its answer writes it.
  var value: JSONValue

  /// Reads a string or a number.
  ///
  /// - Throws: ``BatchError`` naming `$.id` when it is neither, or a string
  ///   that is too long.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let string = try? container.decode(String.self) {
      guard string.utf8.count <= BatchLimits.idLength else {
        throw BatchError(at: decoder.codingPath, "must be at most \(BatchLimits.idLength) bytes of UTF-8")
      }
      value = .string(string)
    } else if let integer = try? container.decode(Int.self) {
      value = .integer(integer)
    } else if let integer = try? container.decode(UInt64.self) {
      value = .unsignedInteger(integer)
    } else if let number = try? container.decode(Double.self) {
      value = .number(number)
    } else {
      throw BatchError(at: decoder.codingPath, "must be a string or a number")
    }
  }
}
