/// Consecutive input lines measured together by one thread: the unit of
/// work of a ``BatchStream``, so that its threads meet once per chunk rather
/// than once per line.
struct LineChunk: Sendable {
  /// The most lines in one chunk.
  static let maxLines = 64
  /// The request bytes past which a chunk takes no more lines.
  static let maxBytes = 64 << 10

  /// The chunk's place in the stream, from 0.
  var sequence: Int
  /// The 1-based input line number of the first line.
  var firstLineNumber: Int
  /// The lines' bytes, one after another.
  var bytes: [UInt8] = []
  /// The lines, as ranges of ``bytes`` or the lengths of lines over the limit.
  var lines: [InputLine<Range<Int>>] = []

  /// Whether the chunk should take no more lines.
  var isFull: Bool { lines.count >= Self.maxLines || bytes.count >= Self.maxBytes }

  /// Adds `line`, copying its bytes.
  mutating func append(_ line: InputLine<UnsafeBufferPointer<UInt8>>) {
    switch line {
    case .text(let text):
      let start = bytes.count
      bytes.append(contentsOf: text)
      lines.append(.text(start..<bytes.count))
    case .tooLong(let byteCount):
      lines.append(.tooLong(byteCount: byteCount))
    }
  }
}
