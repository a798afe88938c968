import Foundation

/// Counts calls made from any thread.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Counts one more call and returns its number, from 1.
  func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
