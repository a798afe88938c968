import Foundation
import Testing
import _TextMeasureSupport
import TextMeasure

@testable import BubbleLayout

/// The bubble-size cache: LRU at `cacheLimit`, full keys, width invalidation, a lock.
@Suite struct JSQBubbleSizeCacheTests {
  static let portrait = CGSize(width: 375, height: 667)

  static func calculator(limit: Int, mode: JSQSizingMode = .faithful) -> JSQBubbleSizeCalculator {
    var layout = JSQLayoutConfiguration()
    layout.cacheLimit = limit
    return JSQBubbleSizeCalculator(configuration: layout, mode: mode)
  }

  static func message(_ index: Int) -> ChatMessage {
    ChatMessage(id: "\(index)", text: "message number \(index)", isOutgoing: index % 2 == 0)
  }

  @Test func cacheLimit_isWiredToTheCache() {
    #expect(JSQBubbleSizeCalculator().cache.limit == 200)
    #expect(Self.calculator(limit: 3).cache.limit == 3)
    #expect(Self.calculator(limit: 0).cache.limit == 0)
  }

  @Test func limitPlusOne_evictsTheLeastRecentlyUsed() throws {
    let jsq = Self.calculator(limit: 3)
    let messages = (0...3).map(Self.message)
    for message in messages { _ = try jsq.bubbleSize(for: message, collectionViewSize: Self.portrait) }
    #expect(jsq.cache.count == 3)
    #expect(!jsq.cache.contains(jsq.cacheKey(for: messages[0], collectionViewSize: Self.portrait)))
    for message in messages[1...] {
      #expect(jsq.cache.contains(jsq.cacheKey(for: message, collectionViewSize: Self.portrait)))
    }
    #expect(jsq.cache.statistics == CacheStatistics(hits: 0, misses: 4, evictions: 1, count: 3))
  }

  @Test func touchingAnEntry_protectsIt() throws {
    let jsq = Self.calculator(limit: 3)
    let messages = (0...3).map(Self.message)
    for message in messages.prefix(3) { _ = try jsq.bubbleSize(for: message, collectionViewSize: Self.portrait) }
    _ = try jsq.bubbleSize(for: messages[0], collectionViewSize: Self.portrait)  // a hit: 0 is now the newest
    _ = try jsq.bubbleSize(for: messages[3], collectionViewSize: Self.portrait)  // evicts 1, the oldest
    #expect(jsq.cache.contains(jsq.cacheKey(for: messages[0], collectionViewSize: Self.portrait)))
    #expect(!jsq.cache.contains(jsq.cacheKey(for: messages[1], collectionViewSize: Self.portrait)))
    #expect(jsq.cache.contains(jsq.cacheKey(for: messages[2], collectionViewSize: Self.portrait)))
    #expect(jsq.cache.statistics == CacheStatistics(hits: 1, misses: 4, evictions: 1, count: 3))
  }

  @Test func evictionOrder_followsUseNotInsertion() {
    let jsq = Self.calculator(limit: 4)
    let keys = (0..<6).map { jsq.cacheKey(for: Self.message($0), collectionViewSize: Self.portrait) }
    let size = JSQMessageBubbleSize(bubble: CGSize(width: 50, height: 37), text: CGSize(width: 10, height: 21))
    for key in keys.prefix(4) { jsq.cache.insert(size, forKey: key) }
    _ = jsq.cache.size(forKey: keys[1])
    _ = jsq.cache.size(forKey: keys[0])
    jsq.cache.insert(size, forKey: keys[2])  // re-inserting counts as a use
    // Use order, oldest first: 3, 1, 0, 2.
    jsq.cache.insert(size, forKey: keys[4])
    #expect(!jsq.cache.contains(keys[3]))
    jsq.cache.insert(size, forKey: keys[5])
    #expect(!jsq.cache.contains(keys[1]))
    #expect([0, 2, 4, 5].allSatisfy { jsq.cache.contains(keys[$0]) })
    #expect(jsq.cache.count == 4)
  }

  @Test func limitZero_meansNoLimit() {
    let jsq = Self.calculator(limit: 0)
    let size = JSQMessageBubbleSize(bubble: CGSize(width: 50, height: 37), text: .zero)
    for index in 0..<500 {
      jsq.cache.insert(size, forKey: jsq.cacheKey(for: Self.message(index), collectionViewSize: Self.portrait))
    }
    #expect(jsq.cache.count == 500)
    #expect(jsq.cache.statistics.evictions == 0)
  }

  @Test func editedText_withTheSameID_isNotStale() throws {
    let jsq = Self.calculator(limit: 200)
    let short = ChatMessage(id: "42", text: "ok", isOutgoing: true)
    var edited = short
    edited.text = "Let me know when you're free to talk about the budget. Tomorrow works for me."
    let before = try jsq.bubbleSize(for: short, collectionViewSize: Self.portrait)
    let after = try jsq.bubbleSize(for: edited, collectionViewSize: Self.portrait)
    #expect(after != before)
    #expect(after == (try Self.calculator(limit: 200).bubbleSize(for: edited, collectionViewSize: Self.portrait)))
    #expect(jsq.cache.statistics.hits == 0)
  }

  @Test func equalJSQHashes_doNotShareASize() throws {
    // JSQMessage.hash = senderId.hash ^ date.hash ^ text.hash: swapping the
    // sender and the text keeps it (issue #980: one size for both).
    let date = Date(timeIntervalSince1970: 1_500_000_000)
    let long = "Traffic is terrible on the highway, take the back roads."
    let first = ChatMessage(id: "7", text: long, isOutgoing: false, sender: "ok", date: date)
    let second = ChatMessage(id: "7", text: "ok", isOutgoing: false, sender: long, date: date)
    func jsqHash(_ message: ChatMessage) -> Int {
      (message.sender ?? "").hashValue ^ (message.date ?? date).hashValue ^ message.text.hashValue
    }
    #expect(jsqHash(first) == jsqHash(second))
    let jsq = Self.calculator(limit: 200)
    let firstSize = try jsq.bubbleSize(for: first, collectionViewSize: Self.portrait)
    let secondSize = try jsq.bubbleSize(for: second, collectionViewSize: Self.portrait)
    #expect(firstSize != secondSize)
    #expect(secondSize == (try Self.calculator(limit: 200).bubbleSize(for: second, collectionViewSize: Self.portrait)))
  }

  /// The default configuration with one input of a text bubble's size
  /// changed: the font, the margin, either insets, the incoming avatar.
  static func layoutsChangingOneTextInput() -> [JSQLayoutConfiguration] {
    var layouts = [JSQLayoutConfiguration](repeating: JSQLayoutConfiguration(), count: 5)
    layouts[0].messageBubbleFont = .systemFont(ofSize: 20)
    layouts[1].messageBubbleLeftRightMargin = 60
    layouts[2].messageBubbleTextViewTextContainerInsets = EdgeInsets(all: 10)
    layouts[3].messageBubbleTextViewFrameInsets = .zero
    layouts[4].incomingAvatarViewSize = .zero
    return layouts
  }

  @Test func keys_holdEveryInputOfTheFormula() {
    let base = JSQBubbleSizeCalculator()
    let message = Self.message(1)
    let key = base.cacheKey(for: message, collectionViewSize: Self.portrait)
    for layout in Self.layoutsChangingOneTextInput() {
      #expect(
        JSQBubbleSizeCalculator(configuration: layout).cacheKey(for: message, collectionViewSize: Self.portrait) != key)
    }
    #expect(JSQBubbleSizeCalculator(mode: .exact).cacheKey(for: message, collectionViewSize: Self.portrait) != key)
    #expect(base.cacheKey(for: message, collectionViewSize: CGSize(width: 414, height: 896)) != key)
    // The outgoing avatar does not change an incoming message's size.
    var outgoingOnly = JSQLayoutConfiguration()
    outgoingOnly.outgoingAvatarViewSize = .zero
    #expect(
      JSQBubbleSizeCalculator(configuration: outgoingOnly).cacheKey(for: message, collectionViewSize: Self.portrait)
        == key)
  }

  /// Calculators that differ in one input each, and messages that differ
  /// in one field each, in every pairing: a stored key matches a message in
  /// place (the lookup) exactly when it equals the key that message would
  /// be stored under.
  @Test func lookupInPlace_agreesWithKeyEquality() {
    var photo = JSQLayoutConfiguration()
    photo.mediaSizes.photo = CGSize(width: 90, height: 90)
    let layouts = [JSQLayoutConfiguration()] + Self.layoutsChangingOneTextInput() + [photo]
    let calculators =
      layouts.map { JSQBubbleSizeCalculator(configuration: $0) }
      + [JSQBubbleSizeCalculator(mode: .exact), JSQBubbleSizeCalculator(measurer: TextMeasurer(engine: TextEngine(cacheBudget: 0)))]
    var messages = [Self.message(1), Self.message(2), Self.message(3)]
    messages.append(ChatMessage(id: "1", text: "message number 1 ", isOutgoing: false))
    messages.append(ChatMessage(id: "1", text: "message number 1", isOutgoing: true))
    messages.append(ChatMessage(id: "1", text: "message number 1", isOutgoing: false, media: .photo))
    messages.append(
      ChatMessage(id: "1", text: "message number 1", isOutgoing: false, media: .custom(width: 9, height: 9)))
    let sizes = [Self.portrait, CGSize(width: 414, height: 896), CGSize(width: 375, height: 400)]
    var matches = 0
    var pairs = 0
    for stored in calculators {
      for storedMessage in messages {
        let key = stored.cacheKey(for: storedMessage, collectionViewSize: Self.portrait)
        for asking in calculators {
          for message in messages {
            for size in sizes {
              let inPlace = key.matches(
                message, textBubbleWidth: asking.textBubbleWidth(collectionViewSize: size),
                configuration: asking.configuration, measurer: asking.measurer, mode: asking.mode)
              let equal = key == asking.cacheKey(for: message, collectionViewSize: size)
              #expect(inPlace == equal)
              if equal { matches += 1 }
              pairs += 1
            }
          }
        }
      }
    }
    // Every calculator and message finds its own key (twice: the height
    // change keeps it), and some calculators' keys are each other's.
    #expect(matches >= 2 * calculators.count * messages.count && matches < pairs / 10)
  }

  /// Calculators sharing one cache: each finds only sizes stored under its
  /// own inputs, and they are its own sizes.
  @Test func aSharedCache_keepsEachCalculatorsSizesApart() throws {
    let shared = JSQBubbleSizeCache(limit: 200)
    var bigFont = JSQLayoutConfiguration()
    bigFont.messageBubbleFont = .systemFont(ofSize: 24)
    let small = JSQBubbleSizeCalculator(cache: shared)
    let big = JSQBubbleSizeCalculator(configuration: bigFont, cache: shared)
    let message = Self.message(5)
    let smallSize = try small.bubbleSize(for: message, collectionViewSize: Self.portrait)
    let bigSize = try big.bubbleSize(for: message, collectionViewSize: Self.portrait)
    #expect(shared.statistics.hits == 0 && shared.statistics.misses == 2)
    #expect(try small.bubbleSize(for: message, collectionViewSize: Self.portrait) == smallSize)
    #expect(try big.bubbleSize(for: message, collectionViewSize: Self.portrait) == bigSize)
    #expect(shared.statistics.hits == 2)
    let fresh = try JSQBubbleSizeCalculator(configuration: bigFont).bubbleSize(
      for: message, collectionViewSize: Self.portrait)
    #expect(bigSize == fresh)
    #expect(bigSize.bubble.height > smallSize.bubble.height)
  }

  @Test func widthChange_emptiesTheCache() throws {
    let jsq = Self.calculator(limit: 200)
    for index in 0..<3 { _ = try jsq.bubbleSize(for: Self.message(index), collectionViewSize: Self.portrait) }
    #expect(jsq.cache.count == 3)
    // A height change alone (the keyboard) keeps it, as JSQ's shouldInvalidateLayoutForBoundsChange: does.
    _ = try jsq.bubbleSize(for: Self.message(0), collectionViewSize: CGSize(width: 375, height: 400))
    #expect(jsq.cache.count == 3)
    #expect(jsq.cache.statistics.hits == 1)
    let landscape = CGSize(width: 667, height: 375)
    let rotated = try jsq.bubbleSize(for: Self.message(0), collectionViewSize: landscape)
    #expect(jsq.cache.count == 1)
    #expect(jsq.cache.widthInvalidations == 1)
    #expect(
      rotated == (try Self.calculator(limit: 200).bubbleSize(for: Self.message(0), collectionViewSize: landscape)))
    jsq.cache.removeAll()
    #expect(jsq.cache.count == 0)
  }

  @Test func concurrentUse_isSafeAndConsistent() async throws {
    let jsq = Self.calculator(limit: 8)
    let reference = Self.calculator(limit: 0)
    let expected = try (0..<16).map {
      try reference.bubbleSize(for: Self.message($0), collectionViewSize: Self.portrait)
    }
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var mismatches = 0
          for round in 0..<40 {
            let index = (task * 7 + round * 3) % 16
            let size = try jsq.bubbleSize(for: Self.message(index), collectionViewSize: Self.portrait)
            if size != expected[index] { mismatches += 1 }
          }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    let statistics = jsq.cache.statistics
    #expect(statistics.hits + statistics.misses == 8 * 40)
    #expect(jsq.cache.count <= 8)
  }

  @Test func cachedSizesOnManyThreads_takeOnlyTheCachesLock() throws {
    // Every size is cached first, so the threads below only look up: no
    // measuring (whose own locks would order them) between cache accesses.
    let jsq = Self.calculator(limit: 16)
    let expected = try (0..<16).map { try jsq.bubbleSize(for: Self.message($0), collectionViewSize: Self.portrait) }
    let wrong = Locked(0)
    // Enough lookups that the threads overlap.
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<5_000 {
        let index = (thread * 5 + round) % 16
        if (try? jsq.bubbleSize(for: Self.message(index), collectionViewSize: Self.portrait)) != expected[index] {
          wrong.withLock { $0 += 1 }
        }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
    #expect(jsq.cache.statistics.hits == 20_000)
  }
}
