/// Where each entry of a ``LeastRecentlyUsedCache`` is stored, by its key's
/// ``CacheKey/cacheHash``: an open-addressing table with linear probing and
/// backward-shift deletion. The hashes are mixed already, so a lookup
/// computes nothing but a mask, and it allocates nothing.
@usableFromInline struct SlotIndex: Sendable {
  @usableFromInline struct Bucket: Sendable {
    @usableFromInline var hash: Int
    /// The entry's slot, or −1 for an empty bucket.
    @usableFromInline var slot: Int

    @inlinable init(hash: Int, slot: Int) {
      self.hash = hash
      self.slot = slot
    }
  }

  /// A power of two, at least twice the number of entries.
  @usableFromInline var buckets: [Bucket]
  @usableFromInline var count = 0

  /// An empty index with room for `capacity` entries before it grows.
  @inlinable init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    buckets = Array(repeating: Bucket(hash: 0, slot: -1), count: size)
  }

  @inlinable var mask: Int { buckets.count - 1 }

  /// The bucket holding `hash`, or the empty bucket where it would go.
  @inlinable func bucket(of hash: Int) -> Int {
    var bucket = hash & mask
    while buckets[bucket].slot >= 0 && buckets[bucket].hash != hash { bucket = (bucket + 1) & mask }
    return bucket
  }

  /// The slot stored for `hash`, if any.
  @inlinable func slot(forHash hash: Int) -> Int? {
    let found = buckets[bucket(of: hash)]
    return found.slot >= 0 ? found.slot : nil
  }

  /// Stores `slot` for `hash`, replacing the slot stored for it, if any.
  @inlinable mutating func set(_ slot: Int, forHash hash: Int) {
    if 2 * (count + 1) > buckets.count { grow() }
    let bucket = bucket(of: hash)
    if buckets[bucket].slot < 0 { count += 1 }
    buckets[bucket] = Bucket(hash: hash, slot: slot)
  }

  /// Forgets `hash`; the entries after it in its probe sequence move back,
  /// so that no lookup ever stops early at the gap.
  @inlinable mutating func remove(hash: Int) {
    var hole = bucket(of: hash)
    guard buckets[hole].slot >= 0 else { return }
    count -= 1
    var next = (hole + 1) & mask
    while buckets[next].slot >= 0 {
      let home = buckets[next].hash & mask
      // The entry at `next` may fill the hole unless its home lies
      // (cyclically) after the hole, up to `next`.
      if (next &- home) & mask >= (next &- hole) & mask {
        buckets[hole] = buckets[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    buckets[hole].slot = -1
  }

  @inlinable mutating func grow() {
    let old = buckets
    self = SlotIndex(capacity: buckets.count)
    for entry in old where entry.slot >= 0 { set(entry.slot, forHash: entry.hash) }
  }
}
