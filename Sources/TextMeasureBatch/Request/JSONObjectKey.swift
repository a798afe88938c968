/// A key of a request's JSON object, whatever its name: requests are read
/// key by key so that an unknown key is an error naming it.
struct JSONObjectKey: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.init(stringValue)
  }

  init?(intValue: Int) {
    nil
  }
}

extension Decoder {
  /// The JSON object being decoded, after checking that each of its keys is
  /// one of `known`.
  ///
  /// - Throws: ``BatchError`` naming the path of the first unknown key (in
  ///   key order) and the keys `what` may have; `DecodingError` when the
  ///   value is not an object.
  func object(of what: String, keys known: [String]) throws -> KeyedDecodingContainer<JSONObjectKey> {
    let object = try container(keyedBy: JSONObjectKey.self)
    let unknown = object.allKeys.filter { !known.contains($0.stringValue) }
    if let first = unknown.min(by: { $0.stringValue < $1.stringValue }) {
      throw BatchError(
        at: codingPath + [first],
        "unknown key (\(what) has \(known.map { "'\($0)'" }.joined(separator: ", ")))")
    }
    return object
  }
}
