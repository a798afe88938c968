import ArgumentParser
import Foundation
import TextMeasure

/// A font file and the face inside it, written `FILE` or `FILE:INDEX`.
struct FontFileReference: ExpressibleByArgument, Hashable {
  var path: String
  var index: Int

  init(path: String, index: Int) {
    self.path = path
    self.index = index
  }

  init?(argument: String) {
    if let colon = argument.lastIndex(of: ":"), let index = Int(argument[argument.index(after: colon)...]) {
      self.init(path: String(argument[..<colon]), index: index)
    } else {
      self.init(path: argument, index: 0)
    }
  }

  /// The font at `size` (only a regular file is opened: `Font` refuses a
  /// FIFO, which would block, and a device, which might never end).
  ///
  /// - Parameter option: the option that named the file, for the message.
  /// - Throws: ``CommandError`` "OPTION: " and the ``FontError`` of a file
  ///   that cannot be opened.
  func font(size: Double, option: String) throws -> Font {
    do {
      return try Font(fileURL: URL(fileURLWithPath: path), size: size, faceIndex: index)
    } catch {
      throw CommandError("\(option): \(error)")
    }
  }
}
