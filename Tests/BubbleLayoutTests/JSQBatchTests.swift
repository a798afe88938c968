import Foundation
import Testing

@testable import BubbleLayout

/// `bubbleSizes(for:collectionViewSize:)` measures on every core and gives
/// what measuring one message after another gives.
@Suite struct JSQBatchTests {
  static let portrait = CGSize(width: 375, height: 667)

  static func conversation(count: Int) -> [ChatMessage] {
    (0..<count).map { index in
      let text = JSQTestSupport.texts[index % JSQTestSupport.texts.count]
      return ChatMessage(id: "m\(index)", text: text, isOutgoing: index % 3 == 0)
    }
  }

  static func calculator(mode: JSQSizingMode, limit: Int = 10_000) -> JSQBubbleSizeCalculator {
    var layout = JSQLayoutConfiguration()
    layout.cacheLimit = limit
    return JSQBubbleSizeCalculator(configuration: layout, mode: mode)
  }

  @Test(arguments: [JSQSizingMode.faithful, .exact])
  func batchSizes_equalSerialSizes_andFillTheCache(mode: JSQSizingMode) throws {
    let messages = Self.conversation(count: 300)
    let serial = Self.calculator(mode: mode)
    let expected = try messages.map { try serial.bubbleSize(for: $0, collectionViewSize: Self.portrait) }
    let batch = Self.calculator(mode: mode)
    let sizes = try batch.bubbleSizes(for: messages, collectionViewSize: Self.portrait)
    #expect(sizes == expected)
    #expect(batch.cache.count == messages.count)
    #expect(batch.cache.statistics.misses == messages.count)
    // A second pass is answered from the cache alone.
    #expect(try batch.bubbleSizes(for: messages, collectionViewSize: Self.portrait) == expected)
    #expect(batch.cache.statistics.hits == messages.count)
  }

  @Test func aSmallCache_staysWithinItsLimit() throws {
    let batch = Self.calculator(mode: .faithful, limit: 50)
    let messages = Self.conversation(count: 400)
    let sizes = try batch.bubbleSizes(for: messages, collectionViewSize: Self.portrait)
    #expect(sizes.count == 400)
    #expect(batch.cache.count == 50)
    #expect(batch.cache.statistics.evictions == 350)
  }
}
