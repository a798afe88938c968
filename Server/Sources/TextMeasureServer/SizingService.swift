import Hummingbird
import Logging
import NIOCore
import TextMeasure
import TextMeasureBatch

/// The sizing service: its routes on a Hummingbird application, with the
/// limits, error bodies and metrics of its configuration. Stateless but
/// for the engine's cache, so any replica answers any request.
///
/// - `POST /v1/measure`, `POST /v1/bubble`: a body of text or bubble
///   requests (``SizingRoute``);
/// - `POST /v1/render`: one request drawn to a PNG (``RenderRoute``);
/// - `GET /health`: `{"status":"ok"}`;
/// - `GET /metrics`: Prometheus's text format (``ServiceMetrics``).
public enum SizingService {
  /// Each route's path and its methods.
  static let routes: [String: [HTTPRequest.Method]] = [
    SizingRoute.path(of: .text): [.post], SizingRoute.path(of: .bubble): [.post], RenderRoute.path: [.post],
    "/health": [.get], "/metrics": [.get],
  ]

  /// The application serving `configuration`, logging to `logger`.
  ///
  /// - Throws: ``ConfigurationError`` for a setting that cannot be used.
  public static func application(
    configuration: ServerConfiguration, logger: Logger = Logger(label: "textmeasure-server")
  ) throws -> some ApplicationProtocol {
    try configuration.validate()
    let engine = configuration.makeEngine()
    let measurer = try configuration.makeBatchMeasurer(engine: engine)
    let metrics = ServiceMetrics(cache: engine.cache)
    let limits = configuration.limits
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: MetricsMiddleware(metrics: metrics))
    router.add(middleware: ErrorBodyMiddleware(metrics: metrics, routes: routes))
    router.add(middleware: ConcurrencyLimitMiddleware(inFlight: InFlightCounter(limit: limits.maxConcurrentRequests)))
    for kind in BatchRequestKind.allCases {
      let route = SizingRoute(kind: kind, measurer: measurer, limits: limits)
      router.post(RouterPath(route.path)) { request, _ in try await route.respond(to: request) }
    }
    let render = RenderRoute(measurer: measurer, limits: limits)
    router.post(RouterPath(RenderRoute.path)) { request, _ in try await render.respond(to: request) }
    router.get("/health") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#)))
    }
    router.get("/metrics") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: metrics.exposition())))
    }
    let idle = limits.idleTimeout.components
    return Application(
      router: router,
      server: .http1(
        configuration: .init(
          idleTimeout: .nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000))),
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port), serverName: "textmeasure-server"),
      logger: logger)
  }
}
