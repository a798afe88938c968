import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map(transform)` spread over every core: the elements are cut into
  /// contiguous chunks (four per core, for balance) that `concurrentPerform`
  /// hands to its threads; each result goes to its element's index, so the
  /// output is in input order and, `transform` being deterministic, the same
  /// as the serial `map`'s.
  ///
  /// - Throws: the error of the lowest-indexed element that failed.
  public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) throws -> Result) throws -> [Result] {
    guard count > 1 else { return try map(transform) }
    let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
    let results = ResultSlots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let start = chunk * count / chunkCount
      let end = (chunk + 1) * count / chunkCount
      for index in start..<end {
        results.store(Swift.Result { try transform(self[index]) }, at: index)
      }
    }
    return try results.values()
  }
}

/// One slot per element, each written by exactly one thread before
/// `concurrentPerform` returns, and read only after it.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Result<Value, any Error>?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ result: Result<Value, any Error>, at index: Int) {
    slots[index] = result
  }

  func values() throws -> [Value] {
    try slots.map { try $0!.get() }
  }
}
