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
/// through an array of small ``Link``s (the neighbours, the cost and the
/// key's hash), kept apart from the keys and the values: marking an entry
/// used or evicting one rewrites a few integers and never copies a key or a
/// value. Freed slots form a list of their own through the same links and
/// are reused. Reading, inserting and evicting one entry are O(1). Entries
/// are found by their key's ``CacheKey/cacheHash`` in a ``SlotIndex`` and
/// the one key stored there is compared in place, so a lookup hashes
/// nothing and copies no key; two keys with the same hash (2⁻⁶⁴ per pair)
/// share a place, and the newer replaces the older.
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

  /// A slot's place in the list of entries (or, once freed, of free slots).
  @usableFromInline struct Link {
    /// The slot of the next older entry (of the next free slot, once
    /// freed), or −1.
    @usableFromInline var older: Int32
    /// The slot of the next newer entry, or −1.
    @usableFromInline var newer: Int32
    @usableFromInline var cost: Int
    /// The entry's key's hash, so that evicting it reads no key.
    @usableFromInline var hash: Int

    @inlinable init(older: Int32, newer: Int32, cost: Int, hash: Int) {
      self.older = older
      self.newer = newer
      self.cost = cost
      self.hash = hash
    }
  }

  /// Each slot's key, `nil` once freed.
  @usableFromInline var keys: [Key?] = []
  /// Each slot's value, `nil` once freed.
  @usableFromInline var values: [Value?] = []
  /// Each slot's links.
  @usableFromInline var links: [Link] = []
  /// The slot of each entry, by its key's hash.
  @usableFromInline var slots = SlotIndex(capacity: 0)
  @usableFromInline var newest: Int32 = -1
  @usableFromInline var oldest: Int32 = -1
  /// The first of the slots freed by evictions, reused before the arrays
  /// grow, or −1.
  @usableFromInline var firstFree: Int32 = -1

  /// The bytes an entry takes in the map's own arrays, whatever its key and
  /// value point to: its key's, value's and links' places, and up to four
  /// buckets of the hash index (which keeps two to four per entry). An owner
  /// bounding bytes adds it to each entry's cost.
  public static var bytesPerEntry: Int {
    MemoryLayout<Key?>.stride + MemoryLayout<Value?>.stride + MemoryLayout<Link>.stride
      + 4 * MemoryLayout<SlotIndex.Bucket>.stride
  }

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

  /// Whether storing an entry of `cost` would evict another (it fits
  /// beside the entries kept, or it could never be stored).
  @inlinable public func wouldEvict(toStore cost: Int) -> Bool {
    totalCost + cost > costLimit && cost <= costLimit
  }

  /// The value for `key`, which becomes the most recently used.
  @inlinable public mutating func value(forKey key: Key) -> Value? {
    guard let slot = slot(of: key) else { return nil }
    moveToFront(slot)
    return values[slot].unsafelyUnwrapped
  }

  /// The value whose key has `hash` and satisfies `matches`, which becomes
  /// the most recently used: a lookup for callers that can compare a stored
  /// key with what they have without building a key of their own.
  @inlinable public mutating func value(forHash hash: Int, where matches: (borrowing Key) -> Bool) -> Value? {
    guard let slot = slot(forHash: hash, where: matches) else { return nil }
    moveToFront(slot)
    return values[slot].unsafelyUnwrapped
  }

  /// What `read` takes from the object stored for the key with `hash` that
  /// satisfies `matches`, looked at in place without counting a reference to
  /// it (`nil` rejects it); the entry then becomes the most recently used.
  @inlinable public mutating func read<Part>(
    forHash hash: Int, where matches: (borrowing Key) -> Bool, _ read: (Value) -> Part?
  ) -> Part? where Value: AnyObject {
    guard let slot = slot(forHash: hash, where: matches),
      let part = values.withUnsafeBufferPointer({
        Unmanaged.passUnretained($0[slot].unsafelyUnwrapped)._withUnsafeGuaranteedRef(read)
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
      let isSameKey = keys.withUnsafeBufferPointer { $0[slot].unsafelyUnwrapped == key }
      remove(slot: slot)
      if !isSameKey { return 1 + insert(value, forKey: key, cost: cost) }
    }
    guard cost <= costLimit else { return 0 }
    let evicted = evict(toFit: cost)
    let link = Link(older: newest, newer: -1, cost: cost, hash: hash)
    let slot: Int
    if firstFree >= 0 {
      slot = Int(firstFree)
      firstFree = links[slot].older
      keys[slot] = key
      values[slot] = value
      links[slot] = link
    } else {
      slot = links.count
      precondition(slot < Int(Int32.max), "more entries than 32-bit links can reach")
      keys.append(key)
      values.append(value)
      links.append(link)
    }
    let slot32 = Int32(truncatingIfNeeded: slot)
    if newest >= 0 { links[Int(newest)].newer = slot32 } else { oldest = slot32 }
    newest = slot32
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
      remove(slot: Int(oldest))
      evicted += 1
    }
    return evicted
  }

  /// Unlinks and frees the entry in `slot`, releasing its key and value.
  @inlinable mutating func remove(slot: Int) {
    unlink(slot)
    slots.remove(hash: links[slot].hash)
    storedTotalCost -= links[slot].cost
    keys[slot] = nil
    values[slot] = nil
    links[slot].older = firstFree
    firstFree = Int32(truncatingIfNeeded: slot)
  }

  /// The slot holding `key`, comparing the key stored there in place.
  @inlinable func slot(of key: Key) -> Int? {
    slot(forHash: key.cacheHash) { $0 == key }
  }

  /// The slot of the key with `hash`, if the key stored there, compared in
  /// place, satisfies `matches`.
  @inlinable func slot(forHash hash: Int, where matches: (borrowing Key) -> Bool) -> Int? {
    guard let slot = slots.slot(forHash: hash),
      keys.withUnsafeBufferPointer({ matches($0[slot].unsafelyUnwrapped) })
    else { return nil }
    return slot
  }

  @inlinable mutating func unlink(_ slot: Int) {
    let link = links[slot]
    if link.older >= 0 { links[Int(link.older)].newer = link.newer } else { oldest = link.newer }
    if link.newer >= 0 { links[Int(link.newer)].older = link.older } else { newest = link.older }
  }

  @inlinable mutating func moveToFront(_ slot: Int) {
    let slot32 = Int32(truncatingIfNeeded: slot)
    guard slot32 != newest else { return }
    unlink(slot)
    links[slot].older = newest
    links[slot].newer = -1
    links[Int(newest)].newer = slot32
    newest = slot32
  }
}

/// Sendable when its keys and values are, so that a lock's state can hold
/// one and be read by closures that are not `@Sendable`.
extension LeastRecentlyUsedCache: Sendable where Key: Sendable, Value: Sendable {}
extension LeastRecentlyUsedCache.Link: Sendable {}
