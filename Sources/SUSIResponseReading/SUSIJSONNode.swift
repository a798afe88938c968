import BubbleLayout
import Foundation

/// A JSON value and its path from the document's root, so that every
/// error names where it is (`answers[0].actions[2].type`).
struct SUSIJSONNode: Sendable {
  /// The value.
  let value: SUSIJSONValue
  /// Its path: `$` for the root, then `key`, `.key` and `[index]` steps.
  let path: String

  /// The path of a member.
  func path(of key: String) -> String {
    path == "$" ? key : "\(path).\(key)"
  }

  /// The member `key` of this object, `nil` when absent or `null`.
  func optional(_ key: String) throws(SUSIResponseError) -> SUSIJSONNode? {
    guard case .object(let members) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.typeName)
    }
    guard let member = members[key], member != .null else { return nil }
    return SUSIJSONNode(value: member, path: path(of: key))
  }

  /// The member `key` of this object.
  ///
  /// - Throws: ``SUSIResponseError/missing(path:)`` when absent or `null`.
  func required(_ key: String) throws(SUSIResponseError) -> SUSIJSONNode {
    guard let member = try optional(key) else { throw .missing(path: path(of: key)) }
    return member
  }

  /// The members of this object, by key.
  func members() throws(SUSIResponseError) -> [String: SUSIJSONNode] {
    guard case .object(let members) = value else {
      throw .wrongType(path: path, expected: "an object", found: value.typeName)
    }
    return members.reduce(into: [:]) { result, member in
      result[member.key] = SUSIJSONNode(value: member.value, path: path(of: member.key))
    }
  }

  /// The elements of this array.
  func elements() throws(SUSIResponseError) -> [SUSIJSONNode] {
    guard case .array(let elements) = value else {
      throw .wrongType(path: path, expected: "an array", found: value.typeName)
    }
    return elements.enumerated().map { SUSIJSONNode(value: $0.element, path: "\(path)[\($0.offset)]") }
  }

  /// This string.
  func string() throws(SUSIResponseError) -> String {
    guard case .string(let string) = value else {
      throw .wrongType(path: path, expected: "a string", found: value.typeName)
    }
    return string
  }

  /// This number, or a string holding one (SUSI skills write `"13"`).
  func number() throws(SUSIResponseError) -> Double {
    switch value {
    case .number(let number):
      return number
    case .string(let string):
      guard let number = Double(string.trimmingCharacters(in: .whitespaces)), number.isFinite else {
        throw .invalidValue(path: path, reason: "\"\(string)\" is not a number")
      }
      return number
    default:
      throw .wrongType(path: path, expected: "a number", found: value.typeName)
    }
  }

  /// This whole number, or a string holding one.
  func integer() throws(SUSIResponseError) -> Int {
    let number = try number()
    guard number == number.rounded(), let integer = Int(exactly: number) else {
      throw .invalidValue(path: path, reason: "\(number) is not a whole number")
    }
    return integer
  }

  /// The text a table cell or a legend shows for this scalar: a string as
  /// it is, a number as `susiText` writes it, `true`/`false`,
  /// and `null` as "".
  func displayText() throws(SUSIResponseError) -> String {
    switch value {
    case .null: return ""
    case .bool(let bool): return bool ? "true" : "false"
    case .string(let string): return string
    case .number(let number): return number.susiText
    case .array, .object:
      throw .wrongType(path: path, expected: "a string, number or boolean", found: value.typeName)
    }
  }
}
