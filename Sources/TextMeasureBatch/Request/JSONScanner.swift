/// Reads a request line's JSON in one pass, value by value, straight into
/// the request's fields: no tree of values, no dictionary, no decoder's
/// containers. The caller asks for what each key must hold; the scanner
/// says where the line is not JSON, and a caller says (with the value's
/// path) where a value is not what the contract says.
///
/// Nesting is bounded (``maximumDepth``), so that no line, however deep,
/// takes the stack down.
struct JSONScanner {
  /// The deepest nesting of arrays and objects read (or skipped).
  static let maximumDepth = 512

  /// Where the bytes stop being JSON (a byte offset and what was expected).
  struct SyntaxError: Error {
    let offset: Int
    let expected: String
  }

  /// A value's kind, as the first byte of the value tells it.
  enum Kind {
    case object, array, string, number, bool, null
  }

  private let bytes: [UInt8]
  /// How many bytes have been read.
  private(set) var offset = 0
  private var depth = 0

  /// A scanner at the start of `bytes`, which must be UTF-8.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The kind of the next value.
  ///
  /// - Throws: ``SyntaxError`` when no value starts there.
  mutating func peekKind() throws -> Kind {
    skipWhitespace()
    guard offset < bytes.count else { throw SyntaxError(offset: offset, expected: "a value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw SyntaxError(offset: offset, expected: "a value")
    }
  }

  /// Where `bytes` stop being one JSON value with only whitespace around
  /// it; nil when they are one. The bytes must be UTF-8.
  static func syntaxError(in bytes: [UInt8]) -> SyntaxError? {
    var scanner = JSONScanner(bytes)
    do {
      try scanner.skipValue()
      try scanner.expectEnd()
      return nil
    } catch let error as SyntaxError {
      return error
    } catch {
      // Skipping throws only syntax errors; any other stops the JSON here too.
      return SyntaxError(offset: scanner.offset, expected: "JSON")
    }
  }

  /// Throws unless only whitespace is left.
  mutating func expectEnd() throws {
    skipWhitespace()
    guard offset == bytes.count else { throw SyntaxError(offset: offset, expected: "the end of the line") }
  }

  /// Reads an object, calling `member` with each key; `member` reads (or
  /// skips) the key's value.
  mutating func readObject(_ member: (String, inout JSONScanner) throws -> Void) throws {
    try enter("{")
    skipWhitespace()
    if try consume("}") {
      depth -= 1
      return
    }
    repeat {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw SyntaxError(offset: offset, expected: "a key")
      }
      let key = try readString()
      skipWhitespace()
      guard try consume(":") else { throw SyntaxError(offset: offset, expected: "':'") }
      try member(key, &self)
      skipWhitespace()
    } while try consume(",")
    guard try consume("}") else { throw SyntaxError(offset: offset, expected: "',' or '}'") }
    depth -= 1
  }

  /// Reads an array, calling `element` with each element's index; `element`
  /// reads (or skips) the element.
  mutating func readArray(_ element: (Int, inout JSONScanner) throws -> Void) throws {
    try enter("[")
    skipWhitespace()
    if try consume("]") {
      depth -= 1
      return
    }
    var index = 0
    repeat {
      try element(index, &self)
      index += 1
      skipWhitespace()
    } while try consume(",")
    guard try consume("]") else { throw SyntaxError(offset: offset, expected: "',' or ']'") }
    depth -= 1
  }

  /// Reads a string, its escapes resolved.
  mutating func readString() throws -> String {
    skipWhitespace()
    guard try consume("\"") else { throw SyntaxError(offset: offset, expected: "a string") }
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        defer { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
      guard byte >= 0x20 else { throw SyntaxError(offset: offset, expected: "an escaped control character") }
      offset += 1
    }
    throw SyntaxError(offset: offset, expected: "'\"'")
  }

  /// The rest of a string with escapes, whose plain part began at `start`.
  private mutating func readEscapedString(from start: Int) throws -> String {
    var units = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: units, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escape)
        case UInt8(ascii: "b"): units.append(0x08)
        case UInt8(ascii: "f"): units.append(0x0C)
        case UInt8(ascii: "n"): units.append(0x0A)
        case UInt8(ascii: "r"): units.append(0x0D)
        case UInt8(ascii: "t"): units.append(0x09)
        case UInt8(ascii: "u"): units.append(contentsOf: String(try readEscapedScalar()).utf8)
        default: throw SyntaxError(offset: offset - 1, expected: "an escape")
        }
      case 0..<0x20:
        throw SyntaxError(offset: offset - 1, expected: "an escaped control character")
      default:
        units.append(byte)
      }
    }
    throw SyntaxError(offset: offset, expected: "'\"'")
  }

  /// The scalar of a `\u` escape (after `\u`), a surrogate pair's from both escapes.
  private mutating func readEscapedScalar() throws -> Unicode.Scalar {
    let position = offset
    let unit = try readHexUnit()
    switch unit {
    case 0xD800..<0xDC00:
      guard try consume("\\"), try consume("u") else {
        throw SyntaxError(offset: position, expected: "a surrogate pair")
      }
      let low = try readHexUnit()
      guard (0xDC00..<0xE000).contains(low) else { throw SyntaxError(offset: position, expected: "a surrogate pair") }
      return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
    case 0xDC00..<0xE000:
      throw SyntaxError(offset: position, expected: "a surrogate pair")
    default:
      return Unicode.Scalar(unit)!
    }
  }

  /// Four hexadecimal digits.
  private mutating func readHexUnit() throws -> UInt16 {
    guard offset + 4 <= bytes.count else { throw SyntaxError(offset: offset, expected: "four hexadecimal digits") }
    var unit: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw SyntaxError(offset: offset, expected: "a hexadecimal digit")
      }
      unit = unit << 4 | UInt16(digit)
      offset += 1
    }
    return unit
  }

  /// Reads a number's text (as JSON writes numbers).
  mutating func readNumberText() throws -> Substring {
    skipWhitespace()
    let start = offset
    _ = try consume("-")
    guard let first = byte(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      throw SyntaxError(offset: offset, expected: "a digit")
    }
    if first == UInt8(ascii: "0") { offset += 1 } else { skipDigits() }
    if byte() == UInt8(ascii: ".") {
      offset += 1
      guard skipDigits() else { throw SyntaxError(offset: offset, expected: "a digit") }
    }
    if byte() == UInt8(ascii: "e") || byte() == UInt8(ascii: "E") {
      offset += 1
      if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { offset += 1 }
      guard skipDigits() else { throw SyntaxError(offset: offset, expected: "a digit") }
    }
    return Substring(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws -> Bool {
    skipWhitespace()
    if try consumeWord("true") { return true }
    if try consumeWord("false") { return false }
    throw SyntaxError(offset: offset, expected: "true or false")
  }

  /// Reads `null` when it is next; false (reading nothing) otherwise.
  mutating func readNull() throws -> Bool {
    skipWhitespace()
    return try consumeWord("null")
  }

  /// Reads and drops one value of any kind.
  mutating func skipValue() throws {
    switch try peekKind() {
    case .object: try readObject { _, scanner in try scanner.skipValue() }
    case .array: try readArray { _, scanner in try scanner.skipValue() }
    case .string: _ = try readString()
    case .number: _ = try readNumberText()
    case .bool: _ = try readBool()
    case .null: _ = try readNull()
    }
  }

  private mutating func enter(_ bracket: Unicode.Scalar) throws {
    skipWhitespace()
    guard try consume(bracket) else { throw SyntaxError(offset: offset, expected: "'\(bracket)'") }
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw SyntaxError(offset: offset, expected: "at most \(Self.maximumDepth) nested arrays and objects")
    }
  }

  private func byte() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  @discardableResult
  private mutating func skipDigits() -> Bool {
    let start = offset
    while let byte = byte(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
    return offset > start
  }

  private mutating func consume(_ character: Unicode.Scalar) throws -> Bool {
    guard offset < bytes.count, bytes[offset] == UInt8(character.value) else { return false }
    offset += 1
    return true
  }

  private mutating func consumeWord(_ word: StaticString) throws -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[offset + $0] == word[$0] } }
    if matches { offset += count }
    return matches
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }
}
