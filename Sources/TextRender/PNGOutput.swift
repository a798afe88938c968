import Foundation

/// Where a ``PNGEncoder`` puts the bytes it encodes, in order.
protocol PNGOutput: AnyObject {
  /// Takes the next `bytes` of the file.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` when they cannot be kept.
  func write(_ bytes: UnsafeRawBufferPointer) throws
}

/// Keeps the encoded PNG in memory.
final class PNGDataOutput: PNGOutput {
  /// The bytes written so far.
  private(set) var data = Data()

  func write(_ bytes: UnsafeRawBufferPointer) {
    data.append(bytes.assumingMemoryBound(to: UInt8.self))
  }
}
