import CHarfBuzz
import Synchronization

/// HarfBuzz buffers kept for reuse, so that a layout does not create and
/// destroy one per shaper (a buffer keeps its allocations when cleared).
enum HarfBuzzBufferPool {
  /// Buffers beyond this many are destroyed when returned.
  private static let capacity = 32
  private static let idle = Mutex<[UnsafeSendableBuffer]>([])

  /// A cleared buffer, reused when one is idle.
  static func take() -> OpaquePointer {
    idle.withLock { $0.popLast()?.buffer } ?? hb_buffer_create()
  }

  /// Gives `buffer` back for reuse (or destroys it when enough are idle).
  static func give(_ buffer: OpaquePointer) {
    hb_buffer_clear_contents(buffer)
    let kept = idle.withLock { idle in
      guard idle.count < capacity else { return false }
      idle.append(UnsafeSendableBuffer(buffer: buffer))
      return true
    }
    if !kept { hb_buffer_destroy(buffer) }
  }

  /// A buffer owned by the pool while idle: only one thread holds it at a time.
  private struct UnsafeSendableBuffer: @unchecked Sendable {
    let buffer: OpaquePointer
  }
}
