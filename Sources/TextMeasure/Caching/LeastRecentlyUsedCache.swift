/// A least-recently-used map with an optional size limit, for the caches of
/// this package (not thread-safe: each cache guards its own with a lock).
///
/// The entries form a doubly linked list, newest first, threaded through an
/// array by index, so that reading, inserting and evicting are all O(1).
package struct LeastRecentlyUsedCache<Key: Hashable, Value> {
  private struct Entry {
    var key: Key
    var value: Value
    /// The slot of the next older entry, or −1.
    var older: Int
    /// The slot of the next newer entry, or −1.
    var newer: Int
  }

  /// The most entries kept; 0 means no limit.
  package let limit: Int
  private var entries: [Entry] = []
  private var slots: [Key: Int] = [:]
  private var freeSlots: [Int] = []
  private var newest = -1
  private var oldest = -1

  /// An empty cache keeping at most `limit` entries (0 or less: no limit).
  package init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// The number of entries.
  package var count: Int { slots.count }

  /// Whether `key` has an entry; does not count as a use.
  package func contains(_ key: Key) -> Bool {
    slots[key] != nil
  }

  /// The value for `key`, which becomes the most recently used.
  package mutating func value(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToFront(slot)
    return entries[slot].value
  }

  /// Stores `value` as the most recently used entry, evicting the least
  /// recently used one when the cache is full.
  ///
  /// - Returns: whether an entry was evicted.
  @discardableResult
  package mutating func insert(_ value: Value, forKey key: Key) -> Bool {
    if let slot = slots[key] {
      entries[slot].value = value
      moveToFront(slot)
      return false
    }
    let evicts = limit > 0 && slots.count >= limit
    if evicts { removeOldest() }
    let entry = Entry(key: key, value: value, older: newest, newer: -1)
    let slot: Int
    if let free = freeSlots.popLast() {
      entries[free] = entry
      slot = free
    } else {
      entries.append(entry)
      slot = entries.count - 1
    }
    if newest >= 0 { entries[newest].newer = slot } else { oldest = slot }
    newest = slot
    slots[key] = slot
    return evicts
  }

  /// Removes every entry.
  package mutating func removeAll() {
    self = LeastRecentlyUsedCache(limit: limit)
  }

  private mutating func unlink(_ slot: Int) {
    let (older, newer) = (entries[slot].older, entries[slot].newer)
    if older >= 0 { entries[older].newer = newer } else { oldest = newer }
    if newer >= 0 { entries[newer].older = older } else { newest = older }
  }

  private mutating func moveToFront(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    entries[slot].older = newest
    entries[slot].newer = -1
    entries[newest].newer = slot
    newest = slot
  }

  private mutating func removeOldest() {
    let slot = oldest
    unlink(slot)
    slots[entries[slot].key] = nil
    freeSlots.append(slot)
  }
}
