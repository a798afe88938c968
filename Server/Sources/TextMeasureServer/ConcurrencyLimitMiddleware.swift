import Hummingbird
import Synchronization

/// Answers 503 at once to a request that arrives while
/// ``ServiceLimits/maxConcurrentRequests`` are being answered, so that a
/// flood of connections queues no work and holds no memory.
struct ConcurrencyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The requests being answered, shared by every connection.
  let inFlight: InFlightCounter

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    guard inFlight.enter() else {
      throw ServiceError(.overloaded, "over \(inFlight.limit) requests are being answered; try again")
    }
    defer { inFlight.leave() }
    return try await next(request, context)
  }
}

/// A count of the requests being answered, at most ``limit``.
final class InFlightCounter: Sendable {
  /// The most requests answered at once.
  let limit: Int
  private let count = Mutex(0)

  init(limit: Int) {
    self.limit = limit
  }

  /// Counts one more request; false (counting none) when at the limit.
  func enter() -> Bool {
    count.withLock { count in
      guard count < limit else { return false }
      count += 1
      return true
    }
  }

  /// Counts one request fewer.
  func leave() {
    count.withLock { $0 -= 1 }
  }
}
