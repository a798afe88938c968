/// The error of an input line longer than the stream's limit, whose bytes
/// were skipped unread as JSON.
struct LineTooLong: Error, CustomStringConvertible {
  /// The line's length in bytes, without its newline.
  var byteCount: Int
  /// The longest line taken, in bytes.
  var limit: Int

  var description: String {
    "the line has \(byteCount) bytes, more than the limit of \(limit) bytes per line"
  }
}
