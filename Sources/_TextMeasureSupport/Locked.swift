#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread` mutex: the lock of every shared table in
/// these libraries.
///
/// A `pthread` mutex rather than `Synchronization.Mutex`, because
/// ThreadSanitizer sees the ordering a `pthread` mutex gives and, with this
/// toolchain, not `Mutex`'s, so a user running TSan on a server gets no
/// false reports from us (and a real race is not drowned in them).
public final class Locked<State>: @unchecked Sendable {
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline var state: State

  /// `state`, guarded from now on.
  public init(_ state: State) {
    self.state = state
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
