extension JSONScanner {
  /// Throws unless the next value is of `kind`.
  ///
  /// - Throws: ``BatchError`` at `path` saying it must be `what`.
  private mutating func expect(_ kind: Kind, _ what: String, at path: [any CodingKey]) throws {
    guard try peekKind() == kind else { throw BatchError(at: path, "must be \(what)") }
  }

  /// The number next, nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` when it is not a number, or not
  ///   within `range` (above its lower bound when `excludingLowerBound`).
  mutating func number(at path: [any CodingKey], in range: ClosedRange<Double>, excludingLowerBound: Bool = false)
    throws -> Double?
  {
    if try readNull() { return nil }
    try expect(.number, "a number", at: path)
    let text = try readNumberText()
    guard let number = Double(text), number.isFinite else {
      throw BatchError(at: path, "\(text) is beyond a double's range")
    }
    guard range.contains(number), !excludingLowerBound || number > range.lowerBound else {
      let lower =
        excludingLowerBound ? "greater than \(range.lowerBound.jsonText)" : "at least \(range.lowerBound.jsonText)"
      throw BatchError(
        at: path, "must be a number \(lower) and at most \(range.upperBound.jsonText), got \(number.jsonText)")
    }
    return number
  }

  /// The whole number next within `range`, nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` when it is not one.
  mutating func wholeNumber(at path: [any CodingKey], in range: ClosedRange<Int>) throws -> Int? {
    if try readNull() { return nil }
    try expect(.number, "a number", at: path)
    let text = try readNumberText()
    guard let number = Double(text), let whole = Int(exactly: number), range.contains(whole) else {
      throw BatchError(at: path, "must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(text)")
    }
    return whole
  }

  /// The string next, nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` when it is not a string.
  mutating func string(at path: [any CodingKey]) throws -> String? {
    if try readNull() { return nil }
    try expect(.string, "a string", at: path)
    return try readString()
  }

  /// `true` or `false` next, nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` when it is neither.
  mutating func bool(at path: [any CodingKey]) throws -> Bool? {
    if try readNull() { return nil }
    try expect(.bool, "true or false", at: path)
    return try readBool()
  }

  /// The case of `Choice` whose raw value is the string next, nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` naming the choices.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type, at path: [any CodingKey]) throws
    -> Choice?
  where Choice.RawValue == String {
    guard let name = try string(at: path) else { return nil }
    guard let choice = Choice(rawValue: name) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw BatchError(at: path, "must be one of \(names)")
    }
    return choice
  }

  /// The case of the engine's enum `Case` named by the string next (its
  /// name in the library's JSON form: `"byTruncatingTail"`), nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` naming the cases.
  mutating func caseName<Case: CaseIterable>(_ type: Case.Type, at path: [any CodingKey]) throws -> Case? {
    guard let name = try string(at: path) else { return nil }
    guard let value = Case.allCases.first(where: { String(describing: $0) == name }) else {
      let names = Case.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
      throw BatchError(at: path, "must be one of \(names)")
    }
    return value
  }

  /// The object of numbers next (axis tags and design values), nil for null.
  ///
  /// - Throws: ``BatchError`` at `path` (or the member's) when it is not
  ///   one, or a number is not within `range`.
  mutating func numbers(at path: [any CodingKey], in range: ClosedRange<Double>) throws -> [String: Double]? {
    if try readNull() { return nil }
    try expect(.object, "an object", at: path)
    var numbers: [String: Double] = [:]
    try readMembers(at: path) { key, memberPath, scanner in
      guard let number = try scanner.number(at: memberPath, in: range) else {
        throw BatchError(at: memberPath, "must be a number")
      }
      numbers[key] = number
    }
    return numbers
  }

  /// Reads an object (nil for null), calling `member` with each key and its path.
  ///
  /// - Throws: ``BatchError`` at `path` when the value is not an object, or
  ///   at a key's path when the key appears twice.
  mutating func object(at path: [any CodingKey], _ member: (String, [any CodingKey], inout JSONScanner) throws -> Void)
    throws -> Bool
  {
    if try readNull() { return false }
    try expect(.object, "an object", at: path)
    try readMembers(at: path, member)
    return true
  }

  /// Reads the object next, calling `member` with each key and its path.
  ///
  /// JSON leaves an object whose keys repeat open to any reading (RFC 8259,
  /// 4: the names "SHOULD be unique"), and readers differ on which value
  /// wins, so a repeated key is an error rather than a guess.
  ///
  /// - Throws: ``BatchError`` at a key's path when the key appears twice.
  private mutating func readMembers(
    at path: [any CodingKey], _ member: (String, [any CodingKey], inout JSONScanner) throws -> Void
  ) throws {
    // Room for a request's keys from the start: growing from empty rehashes at each doubling.
    var keys = Set<String>(minimumCapacity: 16)
    try readObject { key, scanner in
      let memberPath = path + [JSONObjectKey(key)]
      guard keys.insert(key).inserted else { throw BatchError(at: memberPath, "appears twice in its object") }
      try member(key, memberPath, &scanner)
    }
  }

  /// Reads an array (nil for null), calling `element` with each element's path.
  ///
  /// - Throws: ``BatchError`` at `path` when the value is not an array.
  mutating func array(at path: [any CodingKey], _ element: ([any CodingKey], inout JSONScanner) throws -> Void) throws
    -> Bool
  {
    if try readNull() { return false }
    try expect(.array, "an array", at: path)
    try readArray { index, scanner in try element(path + [JSONObjectKey(index: index)], &scanner) }
    return true
  }
}

/// The error of a key an object does not have: its path and the keys `what` has.
func unknownKey(_ path: [any CodingKey], in what: String, keys: [String]) -> BatchError {
  BatchError(at: path, "unknown key (\(what) has \(keys.map { "'\($0)'" }.joined(separator: ", ")))")
}

extension Double {
  /// The number as JSON writes it: `17`, not `17.0`.
  var jsonText: String {
    if let whole = Int(exactly: self) { return "\(whole)" }
    return "\(self)"
  }
}
