import Testing

@testable import _TextMeasureSupport

/// The open-addressing table under every cache, checked step by step
/// against a `Dictionary` doing the same inserts, replacements and removals.
@Suite struct SlotIndexTests {
  /// A fixed linear congruential sequence (Knuth's MMIX constants), so every
  /// run replays the same operations.
  struct Sequence {
    var state: UInt64 = 42
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Hashes drawn from few values whose low bits mostly agree, so that the
  /// probe sequences collide, wrap around the table and cross removals.
  @Test(arguments: [1, 4, 64])
  func matchesADictionary_underInsertsReplacementsAndRemovals(distinctLowBits: Int) {
    var index = SlotIndex(capacity: 8)
    var model: [Int: Int] = [:]
    var sequence = Sequence()
    for step in 0..<20_000 {
      let hash = sequence.next(below: distinctLowBits) + (sequence.next(below: 40) << 20)
      if sequence.next(below: 3) == 0 {
        index.remove(hash: hash)
        model[hash] = nil
      } else {
        index.set(step, forHash: hash)
        model[hash] = step
      }
      #expect(index.count == model.count)
    }
    for high in 0..<40 {
      for low in 0..<distinctLowBits {
        let hash = low + (high << 20)
        #expect(index.slot(forHash: hash) == model[hash])
      }
    }
  }

  @Test func grows_keepingEveryEntry() {
    var index = SlotIndex(capacity: 1)
    for hash in 0..<1_000 { index.set(hash * 7, forHash: hash << 8) }
    #expect(index.count == 1_000)
    #expect(index.buckets.count >= 2_000)
    #expect((0..<1_000).allSatisfy { index.slot(forHash: $0 << 8) == $0 * 7 })
    #expect(index.slot(forHash: 1) == nil)
  }
}
