import Testing

@testable import _TextMeasureSupport

/// The LRU map under every cache: checked step by step against a plain
/// model (an array ordered by use, with each entry's cost), and with keys
/// whose hash values collide: they share a place, so one replaces the
/// other, but a lookup never returns the other's value.
@Suite struct LeastRecentlyUsedCacheTests {
  /// A key whose hash is always the same.
  struct CollidingKey: CacheKey {
    let name: String
    var cacheHash: Int { 0 }
  }

  @Test func collidingKeys_replaceEachOther_andNeverAnswerForEachOther() {
    var cache = LeastRecentlyUsedCache<CollidingKey, String>(costLimit: 8)
    let (first, second) = (CollidingKey(name: "first"), CollidingKey(name: "second"))
    #expect(first.cacheHash == second.cacheHash)
    let firstEvicted = cache.insert("first's", forKey: first)
    let secondBeforeInsert = cache.value(forKey: second)
    let secondReplaced = cache.insert("second's", forKey: second)
    let firstAfter = cache.value(forKey: first)
    let secondAfter = cache.value(forKey: second)
    #expect(firstEvicted == 0 && secondBeforeInsert == nil)
    #expect(secondReplaced == 1 && firstAfter == nil && secondAfter == "second's")
    #expect(cache.count == 1 && cache.totalCost == 1)
    let sameKeyReplaced = cache.insert("second's again", forKey: second)
    let secondAgain = cache.value(forKey: second)
    #expect(sameKeyReplaced == 0 && secondAgain == "second's again")
  }

  /// A key hashed as `Int`'s own hash, so that neighbours spread.
  struct NumberKey: CacheKey {
    let number: Int
    var cacheHash: Int { number.hashValue }
  }

  /// A class value, which `read(forHash:where:_:)` looks at in place.
  final class Box {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  /// The model: keys by use, most recent last, with their values and costs.
  struct Model {
    var entries: [(key: Int, value: Int, cost: Int)] = []
    let costLimit: Int

    var totalCost: Int { entries.reduce(0) { $0 + $1.cost } }

    /// Stores like the cache; returns how many entries were evicted.
    mutating func insert(key: Int, value: Int, cost: Int) -> Int {
      entries.removeAll { $0.key == key }
      guard cost <= costLimit else { return 0 }
      var evicted = 0
      while totalCost + cost > costLimit {
        entries.removeFirst()
        evicted += 1
      }
      entries.append((key, value, cost))
      return evicted
    }

    /// Looks up like the cache: a found entry becomes the most recent.
    mutating func use(_ key: Int) -> Int? {
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      entries.append(entries.remove(at: index))
      return entries.last!.value
    }
  }

  @Test(arguments: [1, 2, 7, 20])
  func insertsReadsEvictionsAndCosts_matchAPlainModel(costLimit: Int) {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: costLimit)
    var model = Model(costLimit: costLimit)
    var sequence = SlotIndexTests.Sequence()
    var mismatches = 0
    for step in 0..<20_000 {
      let key = sequence.next(below: 12)
      switch sequence.next(below: 4) {
      case 0:
        let cost = 1 + sequence.next(below: 6)
        let evicted = cache.insert(Box(step), forKey: NumberKey(number: key), cost: cost)
        if evicted != model.insert(key: key, value: step, cost: cost) { mismatches += 1 }
      case 1:
        let found = cache.value(forKey: NumberKey(number: key))?.number
        if found != model.use(key) { mismatches += 1 }
      case 2:
        // Rejecting in `read` is not a use.
        let accepts = sequence.next(below: 2) == 0
        let found = cache.read(forHash: key.hashValue, where: { $0.number == key }) { accepts ? $0.number : nil }
        let expected = accepts ? model.use(key) : nil
        if found != expected { mismatches += 1 }
      default:
        if cache.contains(NumberKey(number: key)) != model.entries.contains(where: { $0.key == key }) {
          mismatches += 1
        }
      }
      if cache.count != model.entries.count || cache.totalCost != model.totalCost { mismatches += 1 }
      if cache.totalCost > costLimit { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test func loweringTheLimit_evictsTheOldest_andRemoveAllEmptiesEverything() {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: 100)
    for number in 0..<10 { cache.insert(Box(number), forKey: NumberKey(number: number), cost: 10) }
    #expect(cache.count == 10 && cache.totalCost == 100)
    _ = cache.value(forKey: NumberKey(number: 0))
    cache.costLimit = 30
    // 0 was used last, then 9 and 8 were the newest.
    #expect(cache.count == 3 && cache.totalCost == 30)
    #expect([0, 8, 9].allSatisfy { cache.contains(NumberKey(number: $0)) })
    weak var released: Box?
    do {
      let box = Box(42)
      released = box
      cache.insert(box, forKey: NumberKey(number: 42), cost: 10)
    }
    cache.removeAll()
    #expect(cache.count == 0 && cache.totalCost == 0 && released == nil)
  }

  @Test func anEntryCostingMoreThanTheLimit_isNotStored_andRemovesTheKeysOldEntry() {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: 10)
    cache.insert(Box(1), forKey: NumberKey(number: 1), cost: 4)
    cache.insert(Box(2), forKey: NumberKey(number: 1), cost: 11)
    #expect(cache.count == 0 && cache.totalCost == 0)
  }

  @Test func evictedValues_areReleased() {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: 2)
    weak var first: Box?
    do {
      let box = Box(1)
      first = box
      cache.insert(box, forKey: NumberKey(number: 1))
    }
    cache.insert(Box(2), forKey: NumberKey(number: 2))
    cache.insert(Box(3), forKey: NumberKey(number: 3))
    #expect(first == nil && cache.count == 2)
  }

  @Test func evictedSlots_areReused_soTheArraysNeverOutgrowTheMostEntriesHeld() {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: 3)
    for number in 0..<1_000 { cache.insert(Box(number), forKey: NumberKey(number: number)) }
    // At most 3 entries were ever held at once, so 3 slots served all 1,000.
    #expect(cache.count == 3 && cache.links.count == 3 && cache.keys.count == 3 && cache.values.count == 3)
    #expect([997, 998, 999].allSatisfy { cache.contains(NumberKey(number: $0)) })
    // Used, 997 becomes the newest: the next two inserts evict 998, then 999.
    _ = cache.value(forKey: NumberKey(number: 997))
    cache.insert(Box(1_000), forKey: NumberKey(number: 1_000))
    cache.insert(Box(1_001), forKey: NumberKey(number: 1_001))
    #expect([997, 1_000, 1_001].allSatisfy { cache.contains(NumberKey(number: $0)) } && cache.links.count == 3)
  }

  @Test func wouldEvict_saysWhetherAnEntryOfThatCostFitsBesideTheOthers() {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(costLimit: 10)
    cache.insert(Box(1), forKey: NumberKey(number: 1), cost: 4)
    cache.insert(Box(2), forKey: NumberKey(number: 2), cost: 3)
    // 7 of 10 taken: 3 more fit, 4 do not, 11 could never be stored.
    #expect(!cache.wouldEvict(toStore: 3) && cache.wouldEvict(toStore: 4) && !cache.wouldEvict(toStore: 11))
    #expect(cache.insert(Box(3), forKey: NumberKey(number: 3), cost: 4) == 1 && cache.totalCost == 7)
  }
}
