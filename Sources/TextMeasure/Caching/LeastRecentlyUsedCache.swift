/// A least-recently-used map with an optional size limit, for the caches of
/// this package (not thread-safe: each cache guards its own with a lock).
///
/// The entries form a doubly linked list, newest first, threaded by index
/// through arrays of their own (so that reordering touches only integers),
/// so reading, inserting and evicting are all O(1). Inlinable, so that
/// every module specializes it for its key and value.
package struct LeastRecentlyUsedCache<Key: Hashable, Value> {
  /// The most entries kept; 0 means no limit.
  package let limit: Int
  @usableFromInline var keys: [Key?] = []
  @usableFromInline var values: [Value?] = []
  /// `older[slot]`: the slot of the next older entry, or −1.
  @usableFromInline var older: [Int] = []
  /// `newer[slot]`: the slot of the next newer entry, or −1.
  @usableFromInline var newer: [Int] = []
  @usableFromInline var slots: [Key: Int] = [:]
  @usableFromInline var freeSlots: [Int] = []
  @usableFromInline var newest = -1
  @usableFromInline var oldest = -1

  /// An empty cache keeping at most `limit` entries (0 or less: no limit).
  package init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// The number of entries.
  @inlinable package var count: Int { slots.count }

  /// Whether `key` has an entry; does not count as a use.
  @inlinable package func contains(_ key: Key) -> Bool {
    slots[key] != nil
  }

  /// The value for `key`, which becomes the most recently used.
  @inlinable package mutating func value(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToFront(slot)
    return values[slot]
  }

  /// Stores `value` as the most recently used entry, evicting the least
  /// recently used one when the cache is full.
  ///
  /// - Returns: whether an entry was evicted.
  @discardableResult
  @inlinable package mutating func insert(_ value: Value, forKey key: Key) -> Bool {
    if let slot = slots[key] {
      values[slot] = value
      moveToFront(slot)
      return false
    }
    let evicts = limit > 0 && slots.count >= limit
    if evicts { removeOldest() }
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      keys[slot] = key
      values[slot] = value
      older[slot] = newest
      newer[slot] = -1
    } else {
      slot = keys.count
      keys.append(key)
      values.append(value)
      older.append(newest)
      newer.append(-1)
    }
    if newest >= 0 { newer[newest] = slot } else { oldest = slot }
    newest = slot
    slots[key] = slot
    return evicts
  }

  /// Removes every entry.
  @inlinable package mutating func removeAll() {
    self = LeastRecentlyUsedCache(limit: limit)
  }

  @inlinable mutating func unlink(_ slot: Int) {
    let (olderSlot, newerSlot) = (older[slot], newer[slot])
    if olderSlot >= 0 { newer[olderSlot] = newerSlot } else { oldest = newerSlot }
    if newerSlot >= 0 { older[newerSlot] = olderSlot } else { newest = olderSlot }
  }

  @inlinable mutating func moveToFront(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    older[slot] = newest
    newer[slot] = -1
    newer[newest] = slot
    newest = slot
  }

  @inlinable mutating func removeOldest() {
    let slot = oldest
    unlink(slot)
    if let key = keys[slot] { slots[key] = nil }
    keys[slot] = nil
    values[slot] = nil
    freeSlots.append(slot)
  }
}
