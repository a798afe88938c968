import Synchronization

/// A least-recently-used cache spread over 16 shards by hash, each with its
/// own lock and a 16th of the limit, so that threads rarely wait for each
/// other; it counts its hits, misses and evictions. Thread-safe.
final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private static var shardCount: Int { 16 }
  private let shards: [Shard]

  private final class Shard: Sendable {
    struct State {
      var entries: LeastRecentlyUsedCache<Key, Value>
      var statistics = CacheStatistics()
    }

    let state: Mutex<State>

    init(limit: Int) {
      state = Mutex(State(entries: LeastRecentlyUsedCache(limit: limit)))
    }
  }

  /// An empty cache holding about `limit` entries (a 16th of it per shard, at least one).
  init(limit: Int) {
    let shardLimit = max(1, limit / Self.shardCount)
    shards = (0..<Self.shardCount).map { _ in Shard(limit: shardLimit) }
  }

  /// The counters so far, summed over the shards.
  var statistics: CacheStatistics {
    shards.reduce(into: CacheStatistics()) { total, shard in
      shard.state.withLock { state in
        total.hits += state.statistics.hits
        total.misses += state.statistics.misses
        total.evictions += state.statistics.evictions
        total.count += state.entries.count
      }
    }
  }

  /// Empties the cache and resets its counters.
  func removeAll() {
    for shard in shards {
      shard.state.withLock { $0 = Shard.State(entries: LeastRecentlyUsedCache(limit: $0.entries.limit)) }
    }
  }

  /// The value stored for `key`, or the one `make` returns (then stored).
  func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    try read(for: key, { copy $0 }) {
      let made = try make()
      return (made, made)
    }
  }

  /// What `read` takes from the value stored for `key` (read in place under
  /// the lock, without copying the value); when there is none, or `read`
  /// rejects it (returns `nil`), the value and part that `make` returns (the
  /// value is stored in its place).
  func read<Part: Sendable>(
    for key: Key, _ read: @Sendable (borrowing Value) -> Part?, make: () throws -> (value: Value, part: Part)
  ) rethrows -> Part {
    let hashValue = key.hashValue
    let shard = shards[Int(UInt(bitPattern: hashValue) % UInt(Self.shardCount))]
    let cached = shard.state.withLock { state in
      let found = state.entries.read(forKey: key, hashValue: hashValue, read) ?? nil
      if found == nil { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
      return found
    }
    if let cached { return cached }
    let made = try make()
    shard.state.withLock { state in
      if state.entries.insert(made.value, forKey: key, hashValue: hashValue) { state.statistics.evictions += 1 }
    }
    return made.part
  }
}
