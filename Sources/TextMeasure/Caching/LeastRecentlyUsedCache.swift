/// A least-recently-used map with an optional size limit, for the caches of
/// this package (not thread-safe: each cache guards its own with a lock).
///
/// The entries form a doubly linked list, newest first, threaded by index
/// through arrays of their own (so that reordering touches only integers),
/// so reading, inserting and evicting are all O(1). Entries are found by
/// their key's ``CacheKey/cacheHash`` in a ``SlotIndex`` and the one key
/// stored there is compared in place, so a lookup hashes nothing and copies
/// no key; two keys with the same hash (2⁻⁶⁴ per pair) share a place, and the
/// newer replaces the older. Inlinable, so that every module specializes it
/// for its key and value.
package struct LeastRecentlyUsedCache<Key: CacheKey, Value> {
  /// The most entries kept; 0 means no limit.
  package let limit: Int
  @usableFromInline var keys: [Key] = []
  @usableFromInline var values: [Value] = []
  /// `older[slot]`: the slot of the next older entry, or −1.
  @usableFromInline var older: [Int] = []
  /// `newer[slot]`: the slot of the next newer entry, or −1.
  @usableFromInline var newer: [Int] = []
  /// The slot of each entry, by its key's hash.
  @usableFromInline var slots: SlotIndex
  @usableFromInline var newest = -1
  @usableFromInline var oldest = -1

  /// An empty cache keeping at most `limit` entries (0 or less: no limit).
  package init(limit: Int) {
    self.limit = max(0, limit)
    slots = SlotIndex(capacity: self.limit)
  }

  /// The number of entries.
  @inlinable package var count: Int { slots.count }

  /// Whether `key` has an entry; does not count as a use.
  @inlinable package func contains(_ key: Key) -> Bool {
    slot(of: key) != nil
  }

  /// The value for `key`, which becomes the most recently used.
  @inlinable package mutating func value(forKey key: Key) -> Value? {
    guard let slot = slot(of: key) else { return nil }
    moveToFront(slot)
    return values[slot]
  }

  /// What `read` takes from the value for `key`, looked at in place
  /// (`nil` rejects it); the value then becomes the most recently used.
  @inlinable package mutating func read<Part>(forKey key: Key, _ read: (borrowing Value) -> Part?) -> Part? {
    guard let slot = slot(of: key), let part = read(values[slot]) else { return nil }
    moveToFront(slot)
    return part
  }

  /// Stores `value` as the most recently used entry, evicting the least
  /// recently used one when the cache is full.
  ///
  /// - Returns: whether an entry was evicted.
  @discardableResult
  @inlinable package mutating func insert(_ value: Value, forKey key: Key) -> Bool {
    let hash = key.cacheHash
    if let slot = slots.slot(forHash: hash) {
      let replaces = !keys.withUnsafeBufferPointer { $0[slot] == key }
      keys[slot] = key
      values[slot] = value
      moveToFront(slot)
      return replaces
    }
    let evicts = limit > 0 && slots.count >= limit
    let slot: Int
    if evicts {
      // The oldest entry's slot takes the new one.
      slot = oldest
      unlink(slot)
      slots.remove(hash: keys[slot].cacheHash)
      keys[slot] = key
      values[slot] = value
    } else {
      slot = keys.count
      keys.append(key)
      values.append(value)
      older.append(-1)
      newer.append(-1)
    }
    older[slot] = newest
    newer[slot] = -1
    if newest >= 0 { newer[newest] = slot } else { oldest = slot }
    newest = slot
    slots.set(slot, forHash: hash)
    return evicts
  }

  /// Removes every entry.
  @inlinable package mutating func removeAll() {
    self = LeastRecentlyUsedCache(limit: limit)
  }

  /// The slot holding `key`, comparing the key stored there in place.
  @inlinable func slot(of key: Key) -> Int? {
    guard let slot = slots.slot(forHash: key.cacheHash), keys.withUnsafeBufferPointer({ $0[slot] == key }) else { return nil }
    return slot
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
}
