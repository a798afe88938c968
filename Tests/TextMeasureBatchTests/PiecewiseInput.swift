import Foundation

/// Bytes served to a stream's `read` in pieces of the given sizes, in
/// turn, as a pipe hands over what a writer wrote; optionally failing with
/// ``Failure`` once `failAfter` bytes are served. Counts the newlines served.
final class PiecewiseInput: @unchecked Sendable {
  /// The error a failing input throws.
  struct Failure: Error, Equatable {}

  private let lock = NSLock()
  private let bytes: [UInt8]
  private let pieceSizes: [Int]
  private let failAfter: Int?
  private var offset = 0
  private var pieceIndex = 0
  private var newlines = 0

  init(_ bytes: [UInt8], pieceSizes: [Int], failAfter: Int? = nil) {
    self.bytes = bytes
    self.pieceSizes = pieceSizes
    self.failAfter = failAfter
  }

  /// The number of newlines handed out so far.
  var newlinesServed: Int { lock.withLock { newlines } }

  /// A stream's `read`: the next piece (no more than fits the buffer).
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    try lock.withLock {
      if let failAfter, offset >= failAfter { throw Failure() }
      let size = min(pieceSizes[pieceIndex % pieceSizes.count], buffer.count, bytes.count - offset)
      pieceIndex += 1
      bytes.withUnsafeBytes { source in
        buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: size)
      }
      newlines += bytes[offset..<offset + size].count { $0 == UInt8(ascii: "\n") }
      offset += size
      return size
    }
  }
}
