import Testing

@testable import TextMeasure

/// The LRU map under every cache, with keys whose hash values collide: they
/// share a place, so one replaces the other, but a lookup never returns the
/// other's value.
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
}
