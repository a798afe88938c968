import Testing

@_spi(Caching) @testable import TextMeasure

/// The LRU map under every cache: checked step by step against a plain
/// model (an array ordered by use), and with keys whose hash values collide:
/// they share a place, so one replaces the other, but a lookup never
/// returns the other's value.
@Suite struct LeastRecentlyUsedCacheTests {
  /// A key whose hash is always the same.
  struct CollidingKey: CacheKey {
    let name: String
    var cacheHash: Int { 0 }
  }

  @Test func collidingKeys_replaceEachOther_andNeverAnswerForEachOther() {
    var cache = LeastRecentlyUsedCache<CollidingKey, String>(limit: 8)
    let (first, second) = (CollidingKey(name: "first"), CollidingKey(name: "second"))
    #expect(first.cacheHash == second.cacheHash)
    let firstEvicted = cache.insert("first's", forKey: first)
    let secondBeforeInsert = cache.value(forKey: second)
    let secondReplaced = cache.insert("second's", forKey: second)
    let firstAfter = cache.value(forKey: first)
    let secondAfter = cache.value(forKey: second)
    #expect(!firstEvicted && secondBeforeInsert == nil)
    #expect(secondReplaced && firstAfter == nil && secondAfter == "second's")
    #expect(cache.count == 1)
    let sameKeyReplaced = cache.insert("second's again", forKey: second)
    let secondAgain = cache.value(forKey: second)
    #expect(!sameKeyReplaced && secondAgain == "second's again")
  }

  /// A key hashed as `Int`'s own hash, so that neighbours spread.
  struct NumberKey: CacheKey {
    let number: Int
    var cacheHash: Int { number.hashValue }
  }

  /// A class value, which `read(forKey:_:)` looks at in place.
  final class Box {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test(arguments: [1, 2, 7])
  func insertsReadsAndEvictions_matchAPlainModel(limit: Int) {
    var cache = LeastRecentlyUsedCache<NumberKey, Box>(limit: limit)
    // The model: keys by use, most recent last, and each key's number.
    var model: [(key: Int, value: Int)] = []
    var sequence = SlotIndexTests.Sequence()
    var mismatches = 0
    for step in 0..<20_000 {
      let key = sequence.next(below: 12)
      let modelIndex = model.firstIndex { $0.key == key }
      switch sequence.next(below: 3) {
      case 0:
        let evicted = cache.insert(Box(step), forKey: NumberKey(number: key))
        let modelEvicts = modelIndex == nil && model.count == limit
        if let modelIndex { model.remove(at: modelIndex) } else if modelEvicts { model.removeFirst() }
        model.append((key, step))
        if evicted != modelEvicts { mismatches += 1 }
      case 1:
        let found = cache.value(forKey: NumberKey(number: key))?.number
        if let modelIndex { model.append(model.remove(at: modelIndex)) }
        if found != modelIndex.map({ _ in model.last!.value }) { mismatches += 1 }
      default:
        // Rejecting in `read` is not a use.
        let accepts = sequence.next(below: 2) == 0
        let found = cache.read(forKey: NumberKey(number: key)) { accepts ? $0.number : nil }
        if let modelIndex, accepts { model.append(model.remove(at: modelIndex)) }
        if found != (accepts ? modelIndex.map({ _ in model.last!.value }) : nil) { mismatches += 1 }
      }
      if cache.count != model.count { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
