import Foundation

/// Any JSON value, for echoing a request's `id` back unchanged.
enum JSONValue: Encodable, Equatable {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  /// The value of a `JSONSerialization` result (nil for anything else).
  init?(_ value: Any?) {
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
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
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

/// JSON on one line with sorted keys, as the CLI prints it.
enum JSONLine {
  static func encode<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
