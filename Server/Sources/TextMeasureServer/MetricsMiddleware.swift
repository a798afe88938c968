import Hummingbird

/// Records every request's route, status and duration in the service's
/// metrics (the outermost middleware, so that error answers count too).
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: ServiceMetrics

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let start = ContinuousClock.now
    let response = try await next(request, context)
    metrics.recordRequest(
      route: context.endpointPath ?? ServiceMetrics.unmatchedRoute, status: response.status.code,
      duration: ContinuousClock.now - start)
    return response
  }
}
