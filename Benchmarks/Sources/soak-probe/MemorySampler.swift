import BenchmarkFixtures
import Foundation

/// Reads the resident memory and the cache's bytes every `interval`
/// seconds on a thread of its own, until stopped.
final class MemorySampler: @unchecked Sendable {
  private let interval: Double
  private let cacheBytes: @Sendable () -> Int
  private let lock = NSLock()
  private var samples: [SoakRun.Sample] = []
  private var stopped = false
  private let done = DispatchSemaphore(value: 0)

  init(interval: Double, cacheBytes: @escaping @Sendable () -> Int) {
    self.interval = interval
    self.cacheBytes = cacheBytes
  }

  func start() {
    let start = Date()
    Thread.detachNewThread { [self] in
      while !lock.withLock({ stopped }) {
        let sample = SoakRun.Sample(
          seconds: Date().timeIntervalSince(start), residentBytes: ResidentMemory.current, cacheBytes: cacheBytes())
        lock.withLock { samples.append(sample) }
        Thread.sleep(forTimeInterval: interval)
      }
      done.signal()
    }
  }

  /// Stops the thread and returns the samples.
  func stop() -> [SoakRun.Sample] {
    lock.withLock { stopped = true }
    done.wait()
    return lock.withLock { samples }
  }
}
