import Foundation

/// Any JSON value, for echoing a request's `id` back unchanged.
public enum JSONValue: Encodable, Equatable, Sendable {
  case string(String)
  case number(Double)
  case integer(Int)
  /// An integer above `Int.max` (up to `UInt64.max`).
  case unsignedInteger(UInt64)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  /// The value of a `JSONSerialization` result (nil for anything else).
  public init?(_ value: Any?) {
    switch value {
    case nil, is NSNull: self = .null
    case let value as [Any]:
      let elements = value.compactMap(JSONValue.init)
      guard elements.count == value.count else { return nil }
      self = .array(elements)
    case let value as [String: Any]:
      var members: [String: JSONValue] = [:]
      for (key, member) in value {
        guard let member = JSONValue(member) else { return nil }
        members[key] = member
      }
      self = .object(members)
    case let value as String: self = .string(value)
    case let value as NSNumber:
      if value.isJSONBoolean {
        self = .bool(value.boolValue)
      } else if value.isJSONInteger {
        self = .integer(value.intValue)
      } else if value.isJSONUnsignedInteger {
        self = .unsignedInteger(value.uint64Value)
      } else {
        self = .number(value.doubleValue)
      }
    default: return nil
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
}
