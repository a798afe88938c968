import BubbleLayout
import Foundation

/// Reading a command's input file, and a SUSI response in it, with the
/// messages both `susi` and `render` give.
enum CommandInput {
  /// The bytes of the file at `path`, or an error naming it.
  static func data(atPath path: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandError("\(path): cannot read the file")
    }
    return data
  }

  /// The SUSI response in `data` (read from `name`); its warnings (skipped
  /// actions) go to stderr, a malformed response is an error naming where.
  static func susiResponse(_ data: Data, from name: String) throws -> SUSIResponse {
    let response: SUSIResponse
    do {
      response = try SUSIResponse(jsonData: data)
    } catch {
      throw CommandError("\(name): \(error)")
    }
    for warning in response.warnings {
      StandardStream.warn("\(name): \(warning)")
    }
    return response
  }
}
