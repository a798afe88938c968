import CoreMetrics
import Foundation
import Prometheus
import TextMeasure

/// The service's metrics, recorded through swift-metrics into a Prometheus
/// registry of the service's own (no process-wide bootstrap, so that
/// several services, in tests, keep apart), and the engine's cache
/// statistics, read when `/metrics` is scraped:
///
/// - `textmeasure_http_requests_total{route, status}`: answered requests;
///   `route` is a route's path, or `unmatched` for a path no route has;
/// - `textmeasure_http_request_duration_seconds{route}`: a histogram of
///   the time from a request's arrival to its answer's head;
/// - `textmeasure_http_errors_total{kind}`: error answers by their `kind`;
/// - `textmeasure_cache_entries`, `_bytes`, `_budget_bytes`, `_hits`,
///   `_misses`, `_evictions`, `_refusals`: ``TextCache/Statistics``, as
///   gauges (the cache keeps the totals).
final class ServiceMetrics: Sendable {
  /// The registry the metrics are written to.
  let registry = PrometheusCollectorRegistry()
  /// The swift-metrics factory over ``registry``.
  private let factory: PrometheusMetricsFactory
  /// The cache whose statistics are reported.
  private let cache: TextCache

  /// The route label of a request no route matched.
  static let unmatchedRoute = "unmatched"

  /// Metrics over a fresh registry, reporting `cache`.
  init(cache: TextCache) {
    self.cache = cache
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = [
      .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2.5),
      .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
    ]
    self.factory = factory
  }

  /// Records a request to `route` answered with `status` after `duration`.
  func recordRequest(route: String, status: Int, duration: Duration) {
    CoreMetrics.Counter(
      label: "textmeasure_http_requests_total", dimensions: [("route", route), ("status", String(status))],
      factory: factory
    ).increment()
    let (seconds, attoseconds) = duration.components
    CoreMetrics.Timer(
      label: "textmeasure_http_request_duration_seconds", dimensions: [("route", route)], factory: factory
    )
      .recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }

  /// Records an error answer of `kind`.
  func recordError(_ kind: ServiceError.Kind) {
    CoreMetrics.Counter(label: "textmeasure_http_errors_total", dimensions: [("kind", kind.rawValue)], factory: factory)
      .increment()
  }

  /// The metrics in Prometheus's text format, the cache's read now.
  func exposition() -> String {
    let statistics = cache.statistics
    let values: [(String, Int)] = [
      ("entries", statistics.entries), ("bytes", statistics.bytes), ("budget_bytes", cache.budget),
      ("hits", statistics.hits), ("misses", statistics.misses), ("evictions", statistics.evictions),
      ("refusals", statistics.refusals),
    ]
    for (name, value) in values {
      CoreMetrics.Gauge(label: "textmeasure_cache_\(name)", factory: factory).record(value)
    }
    return registry.emitToString()
  }
}
