extension StringDrawingOptions: Codable {
  /// Each option's name in JSON, in the order they are written.
  static let jsonNames: [(name: String, option: StringDrawingOptions)] = [
    ("usesLineFragmentOrigin", .usesLineFragmentOrigin), ("usesFontLeading", .usesFontLeading),
    ("usesDeviceMetrics", .usesDeviceMetrics), ("truncatesLastVisibleLine", .truncatesLastVisibleLine),
  ]

  /// Decodes an array of option names, e.g. `["usesLineFragmentOrigin", "usesFontLeading"]`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a name no option has.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self = []
    while !container.isAtEnd {
      let name = try container.decode(String.self)
      guard let option = Self.jsonNames.first(where: { $0.name == name })?.option else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "unknown option '\(name)' (known: \(Self.jsonNames.map(\.name).joined(separator: ", ")))")
      }
      insert(option)
    }
  }

  /// Encodes the names of the options that are set.
  ///
  /// - Throws: `EncodingError.invalidValue` for bits that no option has (they have no name).
  public func encode(to encoder: any Encoder) throws {
    let named = Self.jsonNames.filter { contains($0.option) }
    let unnamed = subtracting(named.reduce(into: StringDrawingOptions()) { $0.insert($1.option) })
    guard unnamed.isEmpty else {
      throw EncodingError.invalidValue(
        self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "bits \(unnamed.rawValue) name no option"))
    }
    var container = encoder.unkeyedContainer()
    for entry in named { try container.encode(entry.name) }
  }
}
