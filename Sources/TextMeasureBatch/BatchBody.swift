/// A service's request body read with the batch's JSON scanner: checked
/// for JSON syntax, or cut into the elements of a JSON array, each one
/// request line for ``BatchMeasurer/answer(toLine:)`` (the same reading and
/// answering as a JSONL stream's lines, without decoding the body first).
public enum BatchBody {
  /// Why bytes are not the JSON they should be: where they stop being it.
  public struct SyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The byte offset where the bytes stop being JSON.
    public let offset: Int
    /// A sentence saying what was expected there.
    public let description: String

    init(_ error: JSONScanner.SyntaxError) {
      offset = error.offset
      description = "expected \(error.expected) at byte \(error.offset)"
    }
  }

  /// Where `bytes` stop being one JSON value (whitespace around it aside),
  /// or stop being UTF-8; nil when they are one.
  public static func syntaxError(in bytes: [UInt8]) -> SyntaxError? {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      return SyntaxError(JSONScanner.SyntaxError(offset: 0, expected: "UTF-8"))
    }
    return JSONScanner.syntaxError(in: bytes).map(SyntaxError.init)
  }

  /// The ranges of `bytes` (a JSON array) that hold its elements, in order.
  ///
  /// - Returns: the elements' ranges, or nil when the array has more than
  ///   `limit` elements (the rest are not read).
  /// - Throws: ``SyntaxError`` when `bytes` is not one JSON array of UTF-8
  ///   (whitespace around it aside).
  public static func elements(ofArray bytes: [UInt8], limit: Int) throws(SyntaxError) -> [Range<Int>]? {
    if let error = syntaxError(in: bytes) { throw error }
    var scanner = JSONScanner(bytes)
    var ranges: [Range<Int>] = []
    do {
      guard try scanner.peekKind() == .array else {
        throw SyntaxError(JSONScanner.SyntaxError(offset: scanner.offset, expected: "a JSON array"))
      }
      try scanner.readArray { _, scanner in
        guard ranges.count < limit else { throw ElementLimitReached() }
        _ = try scanner.peekKind()
        let start = scanner.offset
        try scanner.skipValue()
        ranges.append(start..<scanner.offset)
      }
    } catch let error as SyntaxError {
      throw error
    } catch {
      // The syntax was checked above: only the limit stops the reading.
      return nil
    }
    return ranges
  }

  /// Stops reading an array at its element over the limit.
  private struct ElementLimitReached: Error {}
}
