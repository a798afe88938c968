import Foundation
import TextMeasure

/// Measures JSONL requests (the batch contract in `measure --help`).
struct BatchMeasurer {
  /// The cascade list, as files.
  let fallbacks: [FontFileReference]
  /// Whether Fontconfig's fallback fonts follow the list.
  let systemFallback: Bool
  /// The measurer (and its metrics profile).
  let measurer: TextMeasurer

  /// A request that cannot be measured, with the reason.
  struct RequestError: Error {
    var message: String
  }

  /// Reads requests until end of input, answers each on stdout in order,
  /// reports bad ones on stderr too. Returns the number of failed requests.
  func run(input: FileHandle) -> Int {
    var failures = 0
    var lineNumber = 0
    let data = input.readDataToEndOfFile()
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      let text = String(decoding: line, as: UTF8.self)
      if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { continue }
      var id: JSONValue?
      do {
        let request = try Self.parse(text)
        id = JSONValue(request["id"])
        let layout = try measure(request)
        print(try LayoutReport(id: id, layout: layout, details: false).json())
      } catch {
        failures += 1
        let message = (error as? RequestError)?.message ?? "\(error)"
        FileHandle.standardError.write(Data("textmeasure: input line \(lineNumber): \(message)\n".utf8))
        print(ErrorReport(id: id, error: message).json())
      }
    }
    return failures
  }

  private static func parse(_ line: String) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)),
      let request = object as? [String: Any]
    else { throw RequestError(message: "not a JSON object") }
    return request
  }

  private func measure(_ request: [String: Any]) throws -> TextLayout {
    guard let text = request["text"] as? String else { throw RequestError(message: "missing or non-string 'text'") }
    let size = try number(request, "size", required: true)!
    guard size.isFinite && size > 0 else { throw RequestError(message: "'size' must be greater than 0, got \(size)") }
    let width = try number(request, "width", required: false) ?? 0
    let height = try number(request, "height", required: false) ?? 0
    let indexValue = try number(request, "font_index", required: false) ?? 0
    guard let index = Int(exactly: indexValue), index >= 0 else {
      throw RequestError(message: "'font_index' must be a whole number of 0 or more, got \(indexValue)")
    }
    let primary: Font
    do {
      if let file = request["font_file"] as? String {
        primary = try FontFileReference(path: file, index: index).font(size: size)
      } else if let name = request["font"] as? String {
        primary = try Font(name: name, size: size)
      } else {
        primary = .systemFont(ofSize: size)
      }
    } catch let error as FontError {
      throw RequestError(message: error.description)
    }
    let font = primary.withCascadeList(
      try FontOptions.cascade(fallbacks, excluding: primary, size: size), systemFallback: systemFallback)
    var options: StringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
    if let names = request["options"] as? [String] {
      options = try DrawingOptionName.parse(names)
    } else if let raw = request["options"] as? Int {
      options = StringDrawingOptions(rawValue: raw)
    } else if request["options"] != nil {
      throw RequestError(message: "'options' must be a list of option names")
    }
    return try measurer.layout(
      AttributedText(text, attributes: TextAttributes(font: font)),
      constrainedTo: CGSize(width: LayoutOptions.limit(width), height: LayoutOptions.limit(height)), options: options)
  }

  private func number(_ request: [String: Any], _ key: String, required: Bool) throws -> Double? {
    guard let value = request[key], !(value is NSNull) else {
      if required { throw RequestError(message: "missing '\(key)'") }
      return nil
    }
    guard let number = value as? NSNumber, !number.isJSONBoolean, number.doubleValue.isFinite
    else { throw RequestError(message: "'\(key)' must be a number") }
    return number.doubleValue
  }

  private struct ErrorReport: Encodable {
    var id: JSONValue?
    var error: String

    /// One line of JSON (an id and a message always encode).
    func json() -> String {
      (try? JSONLine.encode(self)) ?? #"{"error":"unencodable error"}"#
    }
  }
}
