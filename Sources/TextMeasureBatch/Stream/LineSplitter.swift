#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cuts bytes read in chunks of any size into lines at each `\n`, keeping
/// at most one line's worth (the limit) of a line that spans chunks: the
/// bytes of a longer line are counted and dropped as they arrive.
struct LineSplitter {
  /// The longest line kept, in bytes without the newline.
  let maxLineBytes: Int
  /// The start of the current line, carried from earlier chunks.
  private var carried: [UInt8] = []
  /// The length so far of a current line already over the limit.
  private var droppedByteCount: Int?

  init(maxLineBytes: Int) {
    self.maxLineBytes = maxLineBytes
  }

  /// Hands every line that `bytes` completes to `emit`, in order, and keeps
  /// the unfinished end for the next call.
  mutating func split(
    _ bytes: UnsafeBufferPointer<UInt8>, emit: (InputLine<UnsafeBufferPointer<UInt8>>) throws -> Void
  ) rethrows {
    guard let base = bytes.baseAddress else { return }
    var start = 0
    while start < bytes.count {
      guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
        carry(UnsafeBufferPointer(rebasing: bytes[start...]))
        return
      }
      let end = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
      try finishLine(UnsafeBufferPointer(rebasing: bytes[start..<end]), emit: emit)
      start = end + 1
    }
  }

  /// Hands the last line to `emit` when the input ended without its
  /// newline (nothing when it ended with one).
  mutating func finish(emit: (InputLine<UnsafeBufferPointer<UInt8>>) throws -> Void) rethrows {
    guard droppedByteCount != nil || !carried.isEmpty else { return }
    try finishLine(UnsafeBufferPointer(start: nil, count: 0), emit: emit)
  }

  private mutating func carry(_ piece: UnsafeBufferPointer<UInt8>) {
    if let dropped = droppedByteCount {
      droppedByteCount = dropped + piece.count
    } else if carried.count + piece.count > maxLineBytes {
      droppedByteCount = carried.count + piece.count
      carried = []
    } else {
      carried.append(contentsOf: piece)
    }
  }

  private mutating func finishLine(
    _ end: UnsafeBufferPointer<UInt8>, emit: (InputLine<UnsafeBufferPointer<UInt8>>) throws -> Void
  ) rethrows {
    if let dropped = droppedByteCount {
      droppedByteCount = nil
      try emit(.tooLong(byteCount: dropped + end.count))
    } else if carried.count + end.count > maxLineBytes {
      let byteCount = carried.count + end.count
      carried.removeAll(keepingCapacity: true)
      try emit(.tooLong(byteCount: byteCount))
    } else if carried.isEmpty {
      try emit(.text(end))
    } else {
      carried.append(contentsOf: end)
      defer { carried.removeAll(keepingCapacity: true) }
      try carried.withUnsafeBufferPointer { try emit(.text($0)) }
    }
  }
}
