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

  /// The font at `size`. Only a regular file is opened: a FIFO would block
  /// and a device such as `/dev/zero` would be read without end.
  ///
  /// - Parameter option: the option or field that named the file, for the message.
  /// - Throws: ``CommandError`` "OPTION: PATH is a FIFO, not a regular file",
  ///   or "OPTION: " and the ``FontError`` of a file that cannot be opened.
  func font(size: Double, option: String) throws -> Font {
    do {
      try RegularFile.check(path, followingLinks: true)
      return try Font(fileURL: URL(fileURLWithPath: path), size: size, faceIndex: index)
    } catch {
      throw CommandError("\(option): \(error)")
    }
  }
}
