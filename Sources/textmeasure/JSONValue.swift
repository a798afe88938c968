import Foundation

/// Any JSON value, for echoing a request's `id` back unchanged.
enum JSONValue: Encodable, Equatable {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null

  /// The value of a `JSONSerialization` result, or nil for arrays and objects.
  init?(_ value: Any?) {
    switch value {
    case nil, is NSNull: self = .null
    case let value as String: self = .string(value)
    case let value as NSNumber:
      if value.isJSONBoolean {
        self = .bool(value.boolValue)
      } else if value.isJSONInteger {
        self = .integer(value.intValue)
      } else {
        self = .number(value.doubleValue)
      }
    default: return nil
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }
}

extension NSNumber {
  /// Whether `JSONSerialization` made this number from `true` or `false`.
  var isJSONBoolean: Bool { String(cString: objCType) == "c" }
  /// Whether `JSONSerialization` made this number from an integer literal.
  var isJSONInteger: Bool { ["i", "l", "q", "s"].contains(String(cString: objCType)) }
}
