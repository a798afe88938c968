import BenchmarkFixtures
import Foundation
import TextMeasure

/// One soak: random messages sized on every core by the default
/// `TextMeasurer()` (the shared engine and its 64 MiB cache), the resident
/// memory sampled as it goes, then every message sized again on one
/// thread by an engine that caches nothing, and the two compared bit for bit.
struct SoakRun {
  /// One reading of the process while the soak runs.
  struct Sample {
    var seconds: Double
    var residentBytes: Int
    var cacheBytes: Int
  }

  var count: Int
  var corpus: [CorpusMessage]
  var fonts: [Font]

  /// What one message gives: its rect's bits, and its line count when laid out.
  static func result(of message: RandomMessage, index: Int, measurer: TextMeasurer) throws -> [UInt64] {
    let box = CGSize(width: message.width, height: .infinity)
    // Every fourth message is laid out whole; the others only sized.
    if index.isMultiple(of: 4) {
      let layout = try measurer.layout(message.text, constrainedTo: box)
      return rectBits(layout.boundingRect) + [UInt64(layout.lines.count)]
    }
    return rectBits(try measurer.boundingRect(message.text, constrainedTo: box))
  }

  private static func rectBits(_ rect: CGRect) -> [UInt64] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Double($0).bitPattern }
  }

  /// Sizes every message on every core, sampling memory every `interval` seconds.
  func parallelPass(interval: Double) -> (results: [[UInt64]], samples: [Sample]) {
    let results = ResultSlots(count: count)
    let sampler = MemorySampler(interval: interval) { TextEngine.shared.cache.statistics.bytes }
    sampler.start()
    let measurer = TextMeasurer()
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let message = RandomMessage(index, corpus: corpus, fonts: fonts)
      results.store((try? Self.result(of: message, index: index, measurer: measurer)) ?? [], at: index)
    }
    return (results.values, sampler.stop())
  }

  /// How many messages give other bits on one thread with no cache.
  func mismatches(with results: [[UInt64]]) -> Int {
    let measurer = TextMeasurer(engine: TextEngine(cacheBudget: 0))
    return (0..<count).filter { index in
      let message = RandomMessage(index, corpus: corpus, fonts: fonts)
      return ((try? Self.result(of: message, index: index, measurer: measurer)) ?? []) != results[index]
    }.count
  }

  /// By how many percent the resident memory rose in the second half of
  /// the run: the most in the second half against the reading at its
  /// midpoint. The first half is the warm-up: the cache fills within
  /// seconds, but the allocator's heap takes the first minutes to settle
  /// (with no cache at all, on one core, it grows for about a minute, then
  /// stays level).
  static func growthInSecondHalf(_ samples: [Sample]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let base = samples[samples.count / 2].residentBytes
    let most = samples[(samples.count / 2)...].map(\.residentBytes).max() ?? base
    return Double(most - base) / Double(base) * 100
  }
}

/// One result per message, each written by exactly one thread.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [[UInt64]]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: [], count: count) }
  func store(_ result: [UInt64], at index: Int) { lock.withLock { slots[index] = result } }
  var values: [[UInt64]] { lock.withLock { slots } }
}
