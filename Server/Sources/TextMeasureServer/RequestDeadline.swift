import Hummingbird
import NIOCore

/// When a request's time (``ServiceLimits/requestTimeout``) runs out,
/// counted from its arrival: its body's reading is cut off then, and its
/// requests are not answered after it.
struct RequestDeadline: Sendable {
  /// The instant the time runs out.
  let instant: ContinuousClock.Instant
  /// The time a request has, for messages.
  let timeout: Duration

  /// A deadline `timeout` from now.
  init(timeout: Duration) {
    self.timeout = timeout
    instant = .now + timeout
  }

  /// Throws the 503 of a request over its time when the deadline has passed.
  func check() throws(ServiceError) {
    if ContinuousClock.now >= instant { throw expired }
  }

  /// The body of `request`, at most `limit` bytes, read before the deadline.
  ///
  /// - Throws: ``ServiceError`` 413 over `limit`, 503 past the deadline.
  func body(of request: Request, limit: Int) async throws -> [UInt8] {
    let body = request.body
    let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
      group.addTask {
        do {
          return try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
          throw ServiceError(.bodyTooLarge, "the body must have at most \(limit) bytes")
        }
      }
      group.addTask {
        try await Task.sleep(until: instant, clock: .continuous)
        return nil
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
    guard let buffer else { throw expired }
    return Array(buffer.readableBytesView)
  }

  private var expired: ServiceError {
    ServiceError(.timeout, "the request took over \(timeout) (the body's reading included)")
  }
}
