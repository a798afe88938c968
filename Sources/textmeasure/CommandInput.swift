import BubbleLayout
import Foundation
import SUSIResponseReading

/// Reading a command's input file, and a SUSI response in it, with the
/// messages both `susi` and `render` give.
enum CommandInput {
  /// The most a command reads from an input file: 64 MiB, far more than
  /// any conversation or SUSI response. A longer input (`/dev/zero`, a
  /// runaway pipe) is refused rather than read into memory.
  static let maximumByteCount = 64 << 20

  /// The bytes of the file at `path` (a regular file, or a pipe such as
  /// `<(…)`), read in pieces up to ``maximumByteCount``, or an error naming it.
  static func data(atPath path: String) throws -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CommandError("\(path): cannot read the file")
    }
    defer { try? handle.close() }
    var data = Data()
    while true {
      let piece: Data
      do {
        piece = try handle.read(upToCount: 1 << 20) ?? Data()
      } catch {
        throw CommandError("\(path): cannot read the file (\(error.localizedDescription))")
      }
      if piece.isEmpty { return data }
      data.append(piece)
      guard data.count <= maximumByteCount else {
        throw CommandError("\(path): more than \(maximumByteCount >> 20) MiB, the most a command reads")
      }
    }
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
