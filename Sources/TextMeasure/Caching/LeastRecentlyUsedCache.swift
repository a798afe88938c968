/// A least-recently-used map with an optional size limit, for the caches of
/// this package (not thread-safe: each cache guards its own with a lock).
///
/// The entries form a doubly linked list, newest first, threaded by index
/// through one array of nodes (key, value and links side by side, so that a
/// lookup touches one place), so reading, inserting and evicting are all
/// O(1). Entries are found by their key's ``CacheKey/cacheHash`` in a
/// ``SlotIndex`` and the one key stored there is compared in place, so a
/// lookup hashes nothing and copies no key; two keys with the same hash
/// (2⁻⁶⁴ per pair) share a place, and the newer replaces the older.
///
/// Inlinable SPI (`@_spi(Caching)`), not `package`, so that every module of
/// the package specializes it for its key and value: Swift 6.3 does not
/// specialize `package` inlinable code in another module, and BubbleLayout
/// ran the generic code.
@_spi(Caching) public struct LeastRecentlyUsedCache<Key: CacheKey, Value> {
  /// The most entries kept; 0 means no limit.
  public let limit: Int
  /// An entry and its neighbours in the list.
  @usableFromInline struct Node {
    @usableFromInline var key: Key
    @usableFromInline var value: Value
    /// The slot of the next older entry, or −1.
    @usableFromInline var older: Int
    /// The slot of the next newer entry, or −1.
    @usableFromInline var newer: Int

    @inlinable init(key: Key, value: Value, older: Int, newer: Int) {
      self.key = key
      self.value = value
      self.older = older
      self.newer = newer
    }
  }

  @usableFromInline var nodes: [Node] = []
  /// The slot of each entry, by its key's hash.
  @usableFromInline var slots: SlotIndex
  @usableFromInline var newest = -1
  @usableFromInline var oldest = -1

  /// An empty cache keeping at most `limit` entries (0 or less: no limit).
  public init(limit: Int) {
    self.limit = max(0, limit)
    slots = SlotIndex(capacity: self.limit)
  }

  /// The number of entries.
  @inlinable public var count: Int { slots.count }

  /// Whether `key` has an entry; does not count as a use.
  @inlinable public func contains(_ key: Key) -> Bool {
    slot(of: key) != nil
  }

  /// The value for `key`, which becomes the most recently used.
  @inlinable public mutating func value(forKey key: Key) -> Value? {
    guard let slot = slot(of: key) else { return nil }
    moveToFront(slot)
    return nodes[slot].value
  }

  /// The value whose key has `hash` and satisfies `matches`, which becomes
  /// the most recently used: a lookup for callers that can compare a stored
  /// key with what they have without building a key of their own.
  @inlinable public mutating func value(
    forHash hash: Int, where matches: (borrowing Key) -> Bool
  ) -> Value? {
    guard let slot = slot(forHash: hash, where: matches) else { return nil }
    moveToFront(slot)
    return nodes[slot].value
  }

  /// What `read` takes from the object stored for `key`, looked at in place
  /// without counting a reference to it (`nil` rejects it); the object then
  /// becomes the most recently used.
  @inlinable public mutating func read<Part>(forKey key: Key, _ read: (Value) -> Part?) -> Part? where Value: AnyObject {
    guard let slot = slot(of: key),
      let part = nodes.withUnsafeBufferPointer({ Unmanaged.passUnretained($0[slot].value)._withUnsafeGuaranteedRef(read) })
    else { return nil }
    moveToFront(slot)
    return part
  }

  /// Stores `value` as the most recently used entry, evicting the least
  /// recently used one when the cache is full.
  ///
  /// - Returns: whether an entry was evicted.
  @discardableResult
  @inlinable public mutating func insert(_ value: Value, forKey key: Key) -> Bool {
    let hash = key.cacheHash
    if let slot = slots.slot(forHash: hash) {
      let replaces = !nodes.withUnsafeBufferPointer { $0[slot].key == key }
      nodes[slot].key = key
      nodes[slot].value = value
      moveToFront(slot)
      return replaces
    }
    let evicts = limit > 0 && slots.count >= limit
    let slot: Int
    if evicts {
      // The oldest entry's slot takes the new one.
      slot = oldest
      unlink(slot)
      slots.remove(hash: nodes[slot].key.cacheHash)
    } else {
      slot = nodes.count
    }
    let node = Node(key: key, value: value, older: newest, newer: -1)
    if evicts { nodes[slot] = node } else { nodes.append(node) }
    if newest >= 0 { nodes[newest].newer = slot } else { oldest = slot }
    newest = slot
    slots.set(slot, forHash: hash)
    return evicts
  }

  /// Removes every entry.
  @inlinable public mutating func removeAll() {
    self = LeastRecentlyUsedCache(limit: limit)
  }

  /// The slot holding `key`, comparing the key stored there in place.
  @inlinable func slot(of key: Key) -> Int? {
    slot(forHash: key.cacheHash) { $0 == key }
  }

  /// The slot of the key with `hash`, if the key stored there, compared in
  /// place, satisfies `matches`.
  @inlinable func slot(forHash hash: Int, where matches: (borrowing Key) -> Bool) -> Int? {
    guard let slot = slots.slot(forHash: hash), nodes.withUnsafeBufferPointer({ matches($0[slot].key) }) else {
      return nil
    }
    return slot
  }

  @inlinable mutating func unlink(_ slot: Int) {
    let (olderSlot, newerSlot) = (nodes[slot].older, nodes[slot].newer)
    if olderSlot >= 0 { nodes[olderSlot].newer = newerSlot } else { oldest = newerSlot }
    if newerSlot >= 0 { nodes[newerSlot].older = olderSlot } else { newest = olderSlot }
  }

  @inlinable mutating func moveToFront(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    nodes[slot].older = newest
    nodes[slot].newer = -1
    nodes[newest].newer = slot
    newest = slot
  }
}

/// Sendable when its keys and values are, so that a lock's state can hold
/// one and be read by closures that are not `@Sendable`.
@_spi(Caching) extension LeastRecentlyUsedCache: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsedCache.Node: Sendable where Key: Sendable, Value: Sendable {}
