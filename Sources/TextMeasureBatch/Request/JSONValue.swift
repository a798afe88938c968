import Foundation

/// Any JSON value, read exactly: a request's fields, and its `id`, echoed
/// back unchanged.
///
/// Read with `JSONDecoder`, whose numbers are correctly rounded (Foundation's
/// `JSONSerialization` reads about one in six shortest-form doubles, such as
/// `274.38489277867285`, one unit in the last place off). Integers keep
/// their exact value up to `UInt64.max`.
public enum JSONValue: Codable, Equatable, Sendable {
  case string(String)
  case number(Double)
  case integer(Int)
  /// An integer above `Int.max` (up to `UInt64.max`).
  case unsignedInteger(UInt64)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  /// Reads whichever kind of value the decoder holds; integers as integers
  /// when they fit 64 bits.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(UInt64.self) {
      self = .unsignedInteger(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .unsignedInteger(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }

  /// The value as a `Double` when it is a number; nil otherwise.
  public var numberValue: Double? {
    switch self {
    case .number(let value): value
    case .integer(let value): Double(value)
    case .unsignedInteger(let value): Double(value)
    default: nil
    }
  }
}
