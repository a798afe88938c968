/// One line of a JSONL stream, as its reader hands it on: the line's bytes
/// (without the newline), or, for a line over the limit, only its length.
enum InputLine<Bytes> {
  /// A line within the limit.
  case text(Bytes)
  /// A line of `byteCount` bytes, over the limit, whose bytes were dropped.
  case tooLong(byteCount: Int)
}

extension InputLine: Sendable where Bytes: Sendable {}
