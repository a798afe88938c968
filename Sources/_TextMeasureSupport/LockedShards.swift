#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed number of values, each guarded by its own `pthread` mutex, in
/// one allocation: the shards of a cache that threads use at once. Reaching
/// a shard counts no reference (an array of ``Locked`` objects would retain
/// one per access). `pthread` mutexes for the reason ``Locked`` gives.
public final class LockedShards<State>: @unchecked Sendable {
  @usableFromInline let mutexes: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let states: UnsafeMutablePointer<State>
  /// The number of shards.
  public let count: Int

  /// `count` shards, shard `i` holding `makeState(i)`.
  public init(count: Int, _ makeState: (Int) -> State) {
    self.count = count
    mutexes = .allocate(capacity: count)
    states = .allocate(capacity: count)
    for index in 0..<count {
      (mutexes + index).initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutexes + index, nil)
      (states + index).initialize(to: makeState(index))
    }
  }

  deinit {
    for index in 0..<count { pthread_mutex_destroy(mutexes + index) }
    states.deinitialize(count: count)
    states.deallocate()
    mutexes.deallocate()
  }

  /// Runs `body` with exclusive access to shard `index`'s state.
  @inlinable public func withLock<Result>(_ index: Int, _ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutexes + index)
    defer { pthread_mutex_unlock(mutexes + index) }
    return try body(&states[index])
  }
}
