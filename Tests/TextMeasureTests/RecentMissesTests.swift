import Testing

@testable import TextMeasure

/// The table of recent misses behind the cache's admission rule: a hash is
/// "missed again" from its second miss on, until a miss of another hash at
/// the same place (the same low 10 bits) takes the place.
@Suite struct RecentMissesTests {
  @Test func aHash_isMissedAgainFromItsSecondMiss_untilAnotherTakesItsPlace() {
    var misses = RecentMisses()
    let hash = 0x1234_5678_9ABC_DE00
    // The same low 10 bits (1,024 places), another hash.
    let rival = hash + (1 << 10)
    // A neighbour, at the next place.
    let neighbour = hash + 2
    #expect(!misses.hasMissedAgain(hash: hash))
    misses.noteMiss(hash: hash)
    #expect(!misses.hasMissedAgain(hash: hash))
    misses.noteMiss(hash: hash)
    #expect(misses.hasMissedAgain(hash: hash))
    misses.noteMiss(hash: neighbour)
    misses.noteMiss(hash: hash)
    #expect(misses.hasMissedAgain(hash: hash) && !misses.hasMissedAgain(hash: neighbour))
    misses.noteMiss(hash: rival)
    #expect(!misses.hasMissedAgain(hash: hash) && !misses.hasMissedAgain(hash: rival))
    misses.noteMiss(hash: hash)
    #expect(!misses.hasMissedAgain(hash: hash))
  }
}
