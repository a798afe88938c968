extension KeyedDecodingContainer where Key == JSONObjectKey {
  /// The number at `key`, nil when absent or null.
  ///
  /// - Throws: ``BatchError`` naming the key's path when the number is not
  ///   within `range` (`range` says what it must be: "greater than 0 and at
  ///   most 10000", say).
  func number(_ key: String, in range: ClosedRange<Double>, excludingLowerBound: Bool = false) throws -> Double? {
    guard let number = try decodeIfPresent(Double.self, forKey: JSONObjectKey(key)) else { return nil }
    guard range.contains(number), !excludingLowerBound || number > range.lowerBound else {
      let lower = excludingLowerBound ? "greater than \(range.lowerBound.jsonText)" : "at least \(range.lowerBound.jsonText)"
      throw BatchError(
        at: codingPath + [JSONObjectKey(key)],
        "must be a number \(lower) and at most \(range.upperBound.jsonText), got \(number.jsonText)")
    }
    return number
  }

  /// The whole number at `key` within `range`, nil when absent or null.
  ///
  /// - Throws: ``BatchError`` naming the key's path when it is not one.
  func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    let path = codingPath + [JSONObjectKey(key)]
    guard let number = try decodeIfPresent(Double.self, forKey: JSONObjectKey(key)) else { return nil }
    guard let whole = Int(exactly: number), range.contains(whole) else {
      throw BatchError(
        at: path, "must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(number.jsonText)")
    }
    return whole
  }

  /// The string at `key`, nil when absent or null.
  func string(_ key: String) throws -> String? {
    try decodeIfPresent(String.self, forKey: JSONObjectKey(key))
  }

  /// The value at `key` decoded as `type`, nil when absent or null.
  func value<Value: Decodable>(_ key: String, as type: Value.Type) throws -> Value? {
    try decodeIfPresent(type, forKey: JSONObjectKey(key))
  }

  /// The case of `Choice` whose raw value is the string at `key`, nil when
  /// absent or null.
  ///
  /// - Throws: ``BatchError`` naming the key's path and the choices.
  func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, of type: Choice.Type) throws -> Choice?
  where Choice.RawValue == String {
    guard let name = try string(key) else { return nil }
    guard let choice = Choice(rawValue: name) else {
      let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw BatchError(at: codingPath + [JSONObjectKey(key)], "must be one of \(names)")
    }
    return choice
  }
}

extension Double {
  /// The number as JSON writes it: `17`, not `17.0`.
  var jsonText: String {
    if let whole = Int(exactly: self) { return "\(whole)" }
    return "\(self)"
  }
}
