extension FontRequest {
  /// Reads a font given as an object of a request's font fields
  /// (``FontRequest/keys``), whose `size` is required; nil for null.
  ///
  /// - Throws: ``BatchError`` naming the path of an unknown key, a value of
  ///   the wrong type or out of range, a missing size, or both `font` and
  ///   `font_file`.
  static func read(at path: [any CodingKey], from scanner: inout JSONScanner) throws -> FontRequest? {
    var font = FontRequest(origin: JSONPath.of(path))
    let isObject = try scanner.object(at: path) { key, memberPath, scanner in
      guard try font.read(key, at: memberPath, from: &scanner) else {
        throw unknownKey(memberPath, in: "a font", keys: keys)
      }
    }
    guard isObject else { return nil }
    guard font.size != nil else { throw BatchError(at: path + [JSONObjectKey("size")], "missing") }
    try font.check(at: path)
    return font
  }
}
