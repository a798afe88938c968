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

  /// Reads requests until the end of `input`, answers each on `output` in
  /// order, and reports bad ones on stderr too.
  ///
  /// - Returns: the number of failed requests.
  /// - Throws: ``CommandError`` when `input` cannot be read or `output`
  ///   cannot be written: the batch stops there, and the line being written
  ///   is left without its newline.
  func run(input: FileHandle, output: StandardStream) throws -> Int {
    let data: Data
    do {
      data = try input.readToEnd() ?? Data()
    } catch {
      // Foundation wraps the system's error ("Is a directory") in a generic one.
      guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
        underlying.domain == NSPOSIXErrorDomain
      else { throw CommandError("cannot read standard input: \(error.localizedDescription)") }
      throw CommandError("cannot read standard input: \(String(cString: strerror(Int32(underlying.code))))")
    }
    var failures = 0
    for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      if line.allSatisfy({ [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }) { continue }
      var id: JSONValue?
      let answer: String
      do {
        let object = try BatchRequest.object(Data(line))
        id = JSONValue(object["id"])
        answer = try LayoutReport(id: id, layout: try measure(BatchRequest(object)), details: false).json()
      } catch {
        failures += 1
        StandardStream.warn("input line \(index + 1): \(error)")
        answer = ErrorReport(id: id, error: "\(error)").json()
      }
      try output.write(answer + "\n")
    }
    return failures
  }

  private func measure(_ request: BatchRequest) throws -> TextLayout {
    let primary = try request.font.font(size: request.size)
    let font = primary.withCascadeList(
      try FontOptions.cascade(fallbacks, excluding: primary, size: request.size), systemFallback: systemFallback)
    return try measurer.layout(
      AttributedText(request.text, attributes: TextAttributes(font: font)),
      constrainedTo: CGSize(width: LayoutOptions.limit(request.width), height: LayoutOptions.limit(request.height)),
      options: request.options)
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
