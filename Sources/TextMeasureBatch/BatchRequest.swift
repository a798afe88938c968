import Foundation
import TextMeasure
internal import _TextMeasureSupport

/// One request line of the JSONL batch (the contract in `measure --help`),
/// read and checked field by field: any field that is not as the contract
/// says is an error naming it, never ignored.
struct BatchRequest {
  /// The fields a request may have, in the contract's order.
  static let fields = [
    "id", "text", "font_file", "font", "font_index", "named_instance", "variations", "size", "width", "height",
    "options",
  ]

  var text: String
  var font: BatchFont
  /// The point size, greater than 0.
  var size: Double
  /// The width and height limits, 0 or less for none.
  var width: Double
  var height: Double
  var options: TextLayoutOptions

  /// The JSON object on `line`, its numbers read exactly (``JSONValue``).
  ///
  /// - Throws: ``BatchError`` saying why the line is not one: not UTF-8, the
  ///   parser's description (with its position) of JSON it rejects, or that
  ///   the JSON is an array or a single value.
  static func object(_ line: Data) throws -> [String: JSONValue] {
    guard String(validating: line, as: UTF8.self) != nil else { throw BatchError("the line is not UTF-8") }
    do {
      return try JSONDecoder().decode([String: JSONValue].self, from: line)
    } catch {
      throw whyNotAnObject(line, decoderError: error)
    }
  }

  /// Why `line` is not a JSON object: where it stops being JSON (in
  /// `JSONSerialization`'s words, which give the position; `JSONDecoder`'s
  /// do not), or what it is instead.
  private static func whyNotAnObject(_ line: Data, decoderError: Error) -> BatchError {
    if let syntax = JSONSyntaxError.description(in: line) { return BatchError("not valid JSON: \(syntax)") }
    let value = try? JSONSerialization.jsonObject(with: line, options: .fragmentsAllowed)
    guard value is [String: Any] else {
      return BatchError("the line is a JSON \(value is [Any] ? "array" : "value"), not an object")
    }
    // An object JSONSerialization reads and JSONDecoder does not: a number
    // out of a double's range, say.
    switch decoderError {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context):
      return BatchError("not valid JSON: \(context.debugDescription)")
    default:
      return BatchError("not valid JSON: \(decoderError)")
    }
  }

  /// The request in `object`.
  ///
  /// - Throws: ``BatchError`` naming the first field that is missing, unknown,
  ///   of the wrong type or out of range.
  init(_ object: [String: JSONValue]) throws {
    if let unknown = object.keys.sorted().first(where: { !Self.fields.contains($0) }) {
      let known = Self.fields.map { "'\($0)'" }.joined(separator: ", ")
      throw BatchError("unknown field '\(unknown)' (a request has \(known))")
    }
    guard case .string(let text)? = object["text"] else { throw BatchError("missing or non-string 'text'") }
    self.text = text
    let size = try Self.number(object, "size", required: true)!
    guard size > 0 else { throw BatchError("'size' must be greater than 0, got \(size)") }
    self.size = size
    width = try Self.number(object, "width", required: false) ?? 0
    height = try Self.number(object, "height", required: false) ?? 0
    font = try BatchFont(
      file: Self.string(object, "font_file"), name: Self.string(object, "font"), index: Self.faceIndex(object),
      namedInstance: Self.string(object, "named_instance"), variations: Self.variations(object["variations"]))
    options = try Self.options(object["options"])
  }

  /// `variations`: an object of axis tags and finite numbers; empty when
  /// absent (or null).
  private static func variations(_ value: JSONValue?) throws -> [String: Double] {
    switch value {
    case nil, .null?:
      return [:]
    case .object(let axes)?:
      return try axes.mapValues { value in
        guard let number = value.numberValue, number.isFinite else {
          throw BatchError("'variations' must be an object of axis tags and numbers, e.g. {\"wght\": 650}")
        }
        return number
      }
    default:
      throw BatchError("'variations' must be an object of axis tags and numbers, e.g. {\"wght\": 650}")
    }
  }

  /// A number field, finite; nil when absent (or null) and not required.
  private static func number(_ object: [String: JSONValue], _ key: String, required: Bool) throws -> Double? {
    guard let value = object[key], value != .null else {
      if required { throw BatchError("missing '\(key)'") }
      return nil
    }
    guard let number = value.numberValue, number.isFinite else { throw BatchError("'\(key)' must be a number") }
    return number
  }

  /// A string field; nil when absent (or null).
  private static func string(_ object: [String: JSONValue], _ key: String) throws -> String? {
    switch object[key] {
    case nil, .null?: return nil
    case .string(let string)?: return string
    default: throw BatchError("'\(key)' must be a string")
    }
  }

  /// `font_index`, a whole number of 0 or more; nil when absent.
  private static func faceIndex(_ object: [String: JSONValue]) throws -> Int? {
    guard let value = try number(object, "font_index", required: false) else { return nil }
    guard let index = Int(exactly: value), index >= 0 else {
      throw BatchError("'font_index' must be a whole number of 0 or more, got \(value)")
    }
    return index
  }

  /// `options`: a list of option names, or their bits as a number; absent,
  /// usesLineFragmentOrigin and usesFontLeading.
  private static func options(_ value: JSONValue?) throws -> TextLayoutOptions {
    let notOptions = BatchError("'options' must be a list of option names (or their bits as a number)")
    switch value {
    case nil, .null?:
      return DrawingOptionName.options([.usesLineFragmentOrigin, .usesFontLeading])
    case .array(let names)?:
      let strings = names.compactMap { name -> String? in
        guard case .string(let string) = name else { return nil }
        return string
      }
      guard strings.count == names.count else { throw notOptions }
      do {
        return try DrawingOptionName.parse(strings)
      } catch {
        throw BatchError("'options': \(error)")
      }
    case let value? where value.numberValue != nil:
      let number = value.numberValue!
      guard let raw = Int(exactly: number), let options = DrawingOptionName.options(bits: raw) else {
        let bits = DrawingOptionName.allCases.map { "\($0.rawValue) = \($0.bit)" }.joined(separator: ", ")
        let written = (try? JSONLine.encode(value)) ?? "\(number)"
        throw BatchError("'options' \(written) is not a sum of the options' bits (\(bits))")
      }
      return options
    default:
      throw notOptions
    }
  }
}
