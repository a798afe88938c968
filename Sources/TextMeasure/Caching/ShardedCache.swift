import Synchronization

/// A least-recently-used cache spread over 16 shards by the high bits of
/// its keys' hashes (the shards' tables use the low ones), each with its own lock and a 16th of the limit, so that threads rarely wait for each
/// other; it counts its hits, misses and evictions. Thread-safe.
final class ShardedCache<Key: CacheKey & Sendable, Value: Sendable>: Sendable {
  /// 16 shards, chosen by a hash's top 4 bits.
  private static var shardBits: Int { 4 }
  private static var shardCount: Int { 1 << shardBits }
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
    if let cached = value(for: key, where: { _ in true }) { return cached }
    let made = try make()
    insert(made, for: key)
    return made
  }

  /// The value stored for `key` if `isMatch` accepts it (in place, under
  /// the lock), which becomes the most recently used; counts a hit or a miss.
  func value(for key: Key, where isMatch: @Sendable (borrowing Value) -> Bool) -> Value? {
    shard(for: key).state.withLock { state in
      let found = state.entries.value(forKey: key, where: isMatch)
      if found == nil { state.statistics.misses += 1 } else { state.statistics.hits += 1 }
      return found
    }
  }

  /// Stores `value` for `key`, evicting the shard's least recently used entry if it is full.
  func insert(_ value: Value, for key: Key) {
    shard(for: key).state.withLock { state in
      if state.entries.insert(value, forKey: key) { state.statistics.evictions += 1 }
    }
  }

  private func shard(for key: Key) -> Shard {
    shards[Int(UInt(bitPattern: key.cacheHash) >> (UInt.bitWidth - Self.shardBits))]
  }
}
