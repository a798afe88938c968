/// A key of a request's JSON object, or an index of one of its arrays: the
/// steps of a value's path in an error (``JSONPath``).
struct JSONObjectKey: CodingKey, Hashable {
  let stringValue: String
  let intValue: Int?

  /// The key `name`.
  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  /// The array index `index`.
  init(index: Int) {
    stringValue = "\(index)"
    intValue = index
  }

  init?(stringValue: String) {
    self.init(stringValue)
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
