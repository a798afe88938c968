import Synchronization

/// A least-recently-used cache spread over 16 shards by the high bits of
/// its keys' hashes (the shards' tables use the low ones), each with its
/// own lock and a 16th of the limit, so that threads rarely wait for each
/// other; it counts its hits, misses and evictions. Thread-safe.
///
/// The shards' locks and states live in one buffer allocated with the cache
/// and freed with it, so that reaching a shard counts no reference (an array
/// of shard objects retained one per lookup). `@unchecked Sendable`: the
/// buffer itself never changes, and every state in it is only touched under
/// its own `Mutex`.
final class ShardedCache<Key: CacheKey & Sendable, Value: Sendable>: @unchecked Sendable {
  /// 16 shards, chosen by a hash's top 4 bits.
  private static var shardBits: Int { 4 }
  private static var shardCount: Int { 1 << shardBits }

  struct State {
    var entries: LeastRecentlyUsedCache<Key, Value>
    var statistics = CacheStatistics()
  }

  private let shards: UnsafeMutablePointer<Mutex<State>>

  /// An empty cache holding about `limit` entries (a 16th of it per shard, at least one).
  init(limit: Int) {
    let shardLimit = max(1, limit / Self.shardCount)
    shards = .allocate(capacity: Self.shardCount)
    for index in 0..<Self.shardCount {
      (shards + index).initialize(to: Mutex(State(entries: LeastRecentlyUsedCache(limit: shardLimit))))
    }
  }

  deinit {
    shards.deinitialize(count: Self.shardCount)
    shards.deallocate()
  }

  /// The counters so far, summed over the shards.
  var statistics: CacheStatistics {
    (0..<Self.shardCount).reduce(into: CacheStatistics()) { total, index in
      shards[index].withLock { state in
        total.hits += state.statistics.hits
        total.misses += state.statistics.misses
        total.evictions += state.statistics.evictions
        total.count += state.entries.count
      }
    }
  }

  /// Empties the cache and resets its counters.
  func removeAll() {
    for index in 0..<Self.shardCount {
      shards[index].withLock { $0 = State(entries: LeastRecentlyUsedCache(limit: $0.entries.limit)) }
    }
  }

  /// The value stored for `key`, or the one `make` returns (then stored).
  func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    if let cached = lookUp(key, { $0.value(forKey: key) }) { return cached }
    let made = try make()
    insert(made, for: key)
    return made
  }

  /// What `read` takes from the object stored for `key`, looked at in place
  /// under the lock, counting no reference to it (`nil` rejects it); the
  /// object then becomes the most recently used. Counts a hit or a miss.
  func read<Part: Sendable>(for key: Key, _ read: (Value) -> Part?) -> Part? where Value: AnyObject {
    lookUp(key) { $0.read(forKey: key, read) }
  }

  /// What `find` finds in the shard of `key`, under its lock; counts a hit or a miss.
  @inline(__always)
  private func lookUp<Part: Sendable>(_ key: Key, _ find: (inout LeastRecentlyUsedCache<Key, Value>) -> Part?) -> Part? {
    shards[shardIndex(for: key)].withLock { state in
      let part = find(&state.entries)
      if part == nil { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
      return part
    }
  }

  /// Stores `value` for `key`, evicting the shard's least recently used entry if it is full.
  func insert(_ value: Value, for key: Key) {
    shards[shardIndex(for: key)].withLock { state in
      if state.entries.insert(value, forKey: key) { state.statistics.evictions += 1 }
    }
  }

  private func shardIndex(for key: Key) -> Int {
    Int(UInt(bitPattern: key.cacheHash) >> (UInt.bitWidth - Self.shardBits))
  }
}
