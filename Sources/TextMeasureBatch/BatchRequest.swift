import Foundation
import TextMeasure

/// One request line of the JSONL batch (the contract in `measure --help`),
/// read and checked field by field: any field that is not as the contract
/// says is an error naming it, never ignored.
struct BatchRequest {
  /// The fields a request may have, in the contract's order.
  static let fields = ["id", "text", "font_file", "font", "font_index", "size", "width", "height", "options"]

  var text: String
  var font: BatchFont
  /// The point size, greater than 0.
  var size: Double
  /// The width and height limits, 0 or less for none.
  var width: Double
  var height: Double
  var options: StringDrawingOptions

  /// The JSON object on `line`.
  ///
  /// - Throws: ``BatchError`` saying why the line is not one: not UTF-8, the
  ///   parser's description (with its position) of JSON it rejects, or that
  ///   the JSON is an array.
  static func object(_ line: Data) throws -> [String: Any] {
    guard String(validating: line, as: UTF8.self) != nil else { throw BatchError("the line is not UTF-8") }
    let value: Any
    do {
      value = try JSONSerialization.jsonObject(with: line)
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
      throw BatchError("not valid JSON: \(reason)")
    }
    guard let object = value as? [String: Any] else {
      throw BatchError("the line is a JSON \(value is [Any] ? "array" : "value"), not an object")
    }
    return object
  }

  /// The request in `object`.
  ///
  /// - Throws: ``BatchError`` naming the first field that is missing, unknown,
  ///   of the wrong type or out of range.
  init(_ object: [String: Any]) throws {
    if let unknown = object.keys.sorted().first(where: { !Self.fields.contains($0) }) {
      let known = Self.fields.map { "'\($0)'" }.joined(separator: ", ")
      throw BatchError("unknown field '\(unknown)' (a request has \(known))")
    }
    guard let text = object["text"] as? String else { throw BatchError("missing or non-string 'text'") }
    self.text = text
    let size = try Self.number(object, "size", required: true)!
    guard size > 0 else { throw BatchError("'size' must be greater than 0, got \(size)") }
    self.size = size
    width = try Self.number(object, "width", required: false) ?? 0
    height = try Self.number(object, "height", required: false) ?? 0
    font = try BatchFont(
      file: Self.string(object, "font_file"), name: Self.string(object, "font"), index: Self.faceIndex(object))
    options = try Self.options(object["options"])
  }

  /// A number field, finite; nil when absent (or null) and not required.
  private static func number(_ object: [String: Any], _ key: String, required: Bool) throws -> Double? {
    guard let value = object[key], !(value is NSNull) else {
      if required { throw BatchError("missing '\(key)'") }
      return nil
    }
    guard let number = value as? NSNumber, !number.isJSONBoolean, number.doubleValue.isFinite else {
      throw BatchError("'\(key)' must be a number")
    }
    return number.doubleValue
  }

  /// A string field; nil when absent (or null).
  private static func string(_ object: [String: Any], _ key: String) throws -> String? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let string = value as? String else { throw BatchError("'\(key)' must be a string") }
    return string
  }

  /// `font_index`, a whole number of 0 or more; nil when absent.
  private static func faceIndex(_ object: [String: Any]) throws -> Int? {
    guard let value = try number(object, "font_index", required: false) else { return nil }
    guard let index = Int(exactly: value), index >= 0 else {
      throw BatchError("'font_index' must be a whole number of 0 or more, got \(value)")
    }
    return index
  }

  /// `options`: a list of option names, or their bits as a number; absent,
  /// usesLineFragmentOrigin and usesFontLeading.
  private static func options(_ value: Any?) throws -> StringDrawingOptions {
    switch value {
    case nil, is NSNull:
      return [.usesLineFragmentOrigin, .usesFontLeading]
    case let names as [Any]:
      let strings = names.compactMap { $0 as? String }
      guard strings.count == names.count else {
        throw BatchError("'options' must be a list of option names (or their bits as a number)")
      }
      do {
        return try DrawingOptionName.parse(strings)
      } catch {
        throw BatchError("'options': \(error)")
      }
    case let number as NSNumber where !number.isJSONBoolean:
      guard let raw = Int(exactly: number.doubleValue), let options = DrawingOptionName.options(rawValue: raw) else {
        let bits = DrawingOptionName.all.map { "\($0.name) = \($0.option.rawValue)" }.joined(separator: ", ")
        throw BatchError("'options' \(number) is not a sum of the options' bits (\(bits))")
      }
      return options
    default:
      throw BatchError("'options' must be a list of option names (or their bits as a number)")
    }
  }
}
