/// A least-recently-used map whose entries each have a cost, kept within a
/// cost limit: the map under every cache of these libraries (not
/// thread-safe: each cache guards its own with a lock).
///
/// The cost is whatever the owner bounds: bytes for the text cache, 1 per
/// entry for a cache limited by count. Storing an entry evicts the least
/// recently used ones until the total fits; an entry that costs more than
/// the limit on its own is not stored.
///
/// The entries form a doubly linked list, newest first, threaded by index
/// through one array of nodes (key, value, cost and links side by side, so
/// that a lookup touches one place); freed nodes are reused. Reading,
/// inserting and evicting one entry are O(1). Entries are found by their
/// key's ``CacheKey/cacheHash`` in a ``SlotIndex`` and the one key stored
/// there is compared in place, so a lookup hashes nothing and copies no key;
/// two keys with the same hash (2⁻⁶⁴ per pair) share a place, and the newer
/// replaces the older.
///
/// Public and inlinable in this internal module, so that each module using
/// it specializes it for its keys and values.
public struct LeastRecentlyUsedCache<Key: CacheKey, Value> {
  /// The most the entries may cost together.
  public var costLimit: Int {
    didSet { evict(toFit: 0) }
  }
  /// What the entries cost together.
  @inlinable public var totalCost: Int { storedTotalCost }
  @usableFromInline var storedTotalCost = 0

  /// An entry and its neighbours in the list.
  @usableFromInline struct Node {
    @usableFromInline var key: Key
    @usableFromInline var value: Value
    @usableFromInline var cost: Int
    /// The slot of the next older entry, or −1.
    @usableFromInline var older: Int
    /// The slot of the next newer entry, or −1.
    @usableFromInline var newer: Int

    @inlinable init(key: Key, value: Value, cost: Int, older: Int, newer: Int) {
      self.key = key
      self.value = value
      self.cost = cost
      self.older = older
      self.newer = newer
    }
  }

  /// The nodes; a freed one holds its old key and value until it is reused.
  @usableFromInline var nodes: [Node?] = []
  /// Slots freed by evictions, reused before the array grows.
  @usableFromInline var freeSlots: [Int] = []
  /// The slot of each entry, by its key's hash.
  @usableFromInline var slots = SlotIndex(capacity: 0)
  @usableFromInline var newest = -1
  @usableFromInline var oldest = -1

  /// An empty cache whose entries may cost `costLimit` together.
  public init(costLimit: Int) {
    self.costLimit = max(0, costLimit)
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
    return nodes[slot].unsafelyUnwrapped.value
  }

  /// The value whose key has `hash` and satisfies `matches`, which becomes
  /// the most recently used: a lookup for callers that can compare a stored
  /// key with what they have without building a key of their own.
  @inlinable public mutating func value(forHash hash: Int, where matches: (borrowing Key) -> Bool) -> Value? {
    guard let slot = slot(forHash: hash, where: matches) else { return nil }
    moveToFront(slot)
    return nodes[slot].unsafelyUnwrapped.value
  }

  /// What `read` takes from the object stored for the key with `hash` that
  /// satisfies `matches`, looked at in place without counting a reference to
  /// it (`nil` rejects it); the entry then becomes the most recently used.
  @inlinable public mutating func read<Part>(
    forHash hash: Int, where matches: (borrowing Key) -> Bool, _ read: (Value) -> Part?
  ) -> Part? where Value: AnyObject {
    guard let slot = slot(forHash: hash, where: matches),
      let part = nodes.withUnsafeBufferPointer({
        Unmanaged.passUnretained($0[slot].unsafelyUnwrapped.value)._withUnsafeGuaranteedRef(read)
      })
    else { return nil }
    moveToFront(slot)
    return part
  }

  /// Stores `value` for `key` as the most recently used entry, in place of
  /// the key's entry if it has one, evicting the least recently used entries
  /// until the total cost fits the limit. An entry costing more than the
  /// limit is not stored (and the key's old entry is removed).
  ///
  /// - Returns: how many entries were evicted to make room (a replaced entry
  ///   of the same key does not count).
  @discardableResult
  @inlinable public mutating func insert(_ value: Value, forKey key: Key, cost: Int = 1) -> Int {
    let hash = key.cacheHash
    if let slot = slots.slot(forHash: hash) {
      let isSameKey = nodes.withUnsafeBufferPointer { $0[slot].unsafelyUnwrapped.key == key }
      remove(slot: slot, hash: hash)
      if !isSameKey { return 1 + insert(value, forKey: key, cost: cost) }
    }
    guard cost <= costLimit else { return 0 }
    let evicted = evict(toFit: cost)
    let node = Node(key: key, value: value, cost: cost, older: newest, newer: -1)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    if newest >= 0 { nodes[newest]!.newer = slot } else { oldest = slot }
    newest = slot
    slots.set(slot, forHash: hash)
    storedTotalCost += cost
    return evicted
  }

  /// Removes every entry and releases the memory the cache holds.
  @inlinable public mutating func removeAll() {
    self = LeastRecentlyUsedCache(costLimit: costLimit)
  }

  /// Evicts the least recently used entries until `cost` more fits.
  ///
  /// - Returns: how many were evicted.
  @discardableResult
  @inlinable mutating func evict(toFit cost: Int) -> Int {
    var evicted = 0
    while totalCost + cost > costLimit, oldest >= 0 {
      remove(slot: oldest, hash: nodes[oldest].unsafelyUnwrapped.key.cacheHash)
      evicted += 1
    }
    return evicted
  }

  /// Unlinks and frees the entry in `slot`, whose key has `hash`.
  @inlinable mutating func remove(slot: Int, hash: Int) {
    unlink(slot)
    slots.remove(hash: hash)
    storedTotalCost -= nodes[slot].unsafelyUnwrapped.cost
    nodes[slot] = nil
    freeSlots.append(slot)
  }

  /// The slot holding `key`, comparing the key stored there in place.
  @inlinable func slot(of key: Key) -> Int? {
    slot(forHash: key.cacheHash) { $0 == key }
  }

  /// The slot of the key with `hash`, if the key stored there, compared in
  /// place, satisfies `matches`.
  @inlinable func slot(forHash hash: Int, where matches: (borrowing Key) -> Bool) -> Int? {
    guard let slot = slots.slot(forHash: hash),
      nodes.withUnsafeBufferPointer({ matches($0[slot].unsafelyUnwrapped.key) })
    else { return nil }
    return slot
  }

  @inlinable mutating func unlink(_ slot: Int) {
    let (older, newer) = (nodes[slot].unsafelyUnwrapped.older, nodes[slot].unsafelyUnwrapped.newer)
    if older >= 0 { nodes[older]!.newer = newer } else { oldest = newer }
    if newer >= 0 { nodes[newer]!.older = older } else { newest = older }
  }

  @inlinable mutating func moveToFront(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    nodes[slot]!.older = newest
    nodes[slot]!.newer = -1
    nodes[newest]!.newer = slot
    newest = slot
  }
}

/// Sendable when its keys and values are, so that a lock's state can hold
/// one and be read by closures that are not `@Sendable`.
extension LeastRecentlyUsedCache: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsedCache.Node: Sendable where Key: Sendable, Value: Sendable {}
