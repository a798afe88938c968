#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock of a ``StreamWindow`` with one condition variable per kind of
/// thread that waits on it, so that each event wakes only the threads it
/// concerns: room in the window wakes the reader, a chunk wakes one
/// measuring thread, the next answers wake the writer. (One condition for
/// all, as an `NSCondition` has, wakes every waiting thread at every event,
/// and all but one go back to sleep.)
///
/// `pthread` primitives for the reason `Locked` gives: ThreadSanitizer sees
/// their ordering.
final class WindowSignals: @unchecked Sendable {
  /// Who waits.
  enum Waiter: Int, CaseIterable {
    /// The thread that reads and submits chunks, waiting for room.
    case reader
    /// A thread that measures, waiting for a chunk.
    case measurer
    /// The thread that writes, waiting for the next answers in order.
    case writer
  }

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// One condition per ``Waiter``, at its raw value.
  private let conditions: UnsafeMutablePointer<pthread_cond_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    conditions = .allocate(capacity: Waiter.allCases.count)
    for index in Waiter.allCases.indices {
      (conditions + index).initialize(to: pthread_cond_t())
      pthread_cond_init(conditions + index, nil)
    }
  }

  deinit {
    for index in Waiter.allCases.indices { pthread_cond_destroy(conditions + index) }
    conditions.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Releases the lock until `waiter`'s condition is signalled (or a
  /// spurious wake-up), then takes it again. Call it holding the lock, in a
  /// loop that checks what it waits for.
  func wait(as waiter: Waiter) {
    pthread_cond_wait(condition(waiter), mutex)
  }

  /// Wakes one thread waiting as `waiter`, if any.
  func wakeOne(_ waiter: Waiter) {
    pthread_cond_signal(condition(waiter))
  }

  /// Wakes every waiting thread, of every kind.
  func wakeAll() {
    for index in Waiter.allCases.indices { pthread_cond_broadcast(conditions + index) }
  }

  private func condition(_ waiter: Waiter) -> UnsafeMutablePointer<pthread_cond_t> {
    conditions + waiter.rawValue
  }
}
