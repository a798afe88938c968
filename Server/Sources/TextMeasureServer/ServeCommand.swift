import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// `textmeasure-server`: serves the sizing service until SIGTERM or SIGINT,
/// then finishes the requests in flight and exits 0. Every setting is a
/// flag or an environment variable (the flag wins); `--help` lists both.
public struct ServeCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "textmeasure-server",
    abstract: "Serves iOS text and bubble sizes over HTTP: POST /v1/measure, /v1/bubble, /v1/render.",
    discussion: """
      Each setting can also be given by the environment variable in its help; a flag wins over its variable. \
      Lists in a variable are separated by ':' (font directories) or ',' (fallback fonts). Stops on SIGTERM or \
      SIGINT once the requests in flight are answered.
      """)

  @Option(help: "The address to listen on. (env: TEXTMEASURE_HOST; default: 127.0.0.1)")
  var host: String?
  @Option(help: "The port to listen on; 0 picks a free one. (env: TEXTMEASURE_PORT; default: 8080)")
  var port: Int?
  @Option(
    name: .customLong("font-dir"),
    help: "A directory requests may name fonts in; repeat for more. (env: TEXTMEASURE_FONT_DIRS)")
  var fontDirectories: [String] = []
  @Option(
    name: .customLong("fallback"),
    help: "A font requests cascade to (a family name or a file); repeat for more. (env: TEXTMEASURE_FALLBACKS)")
  var fallbackFonts: [String] = []
  @Flag(
    inversion: .prefixedNo,
    help: "Whether Fontconfig's fallback fonts follow the fallbacks. (env: TEXTMEASURE_SYSTEM_FALLBACK=0|1)")
  var systemFallback: Bool?
  @Option(help: "The text cache's budget in bytes. (env: TEXTMEASURE_CACHE_BUDGET; default: 67108864)")
  var cacheBudget: Int?
  @Option(help: "The most bytes a body may have (413). (env: TEXTMEASURE_MAX_BODY_BYTES; default: 4194304)")
  var maxBodyBytes: Int?
  @Option(
    help: "The most UTF-16 units of a request's text (422). (env: TEXTMEASURE_MAX_TEXT_LENGTH; default: 100000)")
  var maxTextLength: Int?
  @Option(
    help: "The most requests in one body (413). (env: TEXTMEASURE_MAX_REQUESTS_PER_BODY; default: 1000)")
  var maxRequestsPerBody: Int?
  @Option(
    help: "The most bytes of a body's answers (422). (env: TEXTMEASURE_MAX_ANSWER_BYTES; default: 16777216)")
  var maxAnswerBytes: Int?
  @Option(help: "The most pixels of a rendered PNG (422). (env: TEXTMEASURE_MAX_IMAGE_PIXELS; default: 4000000)")
  var maxImagePixels: Int?
  @Option(
    help: "Seconds a request may take, its body's reading too (503). (env: TEXTMEASURE_REQUEST_TIMEOUT; default: 10)")
  var requestTimeout: Double?
  @Option(
    help: "The most requests answered at once (503 beyond). (env: TEXTMEASURE_MAX_CONCURRENT_REQUESTS; default: 64)")
  var maxConcurrentRequests: Int?
  @Option(help: "Seconds a connection may be idle before it is closed. (env: TEXTMEASURE_IDLE_TIMEOUT; default: 30)")
  var idleTimeout: Double?
  @Option(help: "trace, debug, info, notice, warning, error or critical. (env: TEXTMEASURE_LOG_LEVEL; default: info)")
  var logLevel: String?

  public init() {}

  /// The configuration the flags and `environment` give.
  ///
  /// - Throws: `ValidationError` naming a variable whose value is not of its type.
  public func serverConfiguration(environment: [String: String]) throws -> ServerConfiguration {
    let variables = EnvironmentSettings(environment)
    var configuration = ServerConfiguration()
    configuration.host = host ?? variables["TEXTMEASURE_HOST"] ?? configuration.host
    configuration.port = try port ?? variables.integer("TEXTMEASURE_PORT") ?? configuration.port
    let directories =
      fontDirectories.isEmpty ? variables.list("TEXTMEASURE_FONT_DIRS", separator: ":") : fontDirectories
    configuration.fontDirectories = directories.map { URL(fileURLWithPath: $0, isDirectory: true) }
    configuration.fallbackFonts =
      fallbackFonts.isEmpty ? variables.list("TEXTMEASURE_FALLBACKS", separator: ",") : fallbackFonts
    configuration.systemFallback =
      try systemFallback ?? variables.bool("TEXTMEASURE_SYSTEM_FALLBACK") ?? configuration.systemFallback
    configuration.cacheBudget =
      try cacheBudget ?? variables.integer("TEXTMEASURE_CACHE_BUDGET") ?? configuration.cacheBudget
    var limits = configuration.limits
    limits.maxBodyBytes = try maxBodyBytes ?? variables.integer("TEXTMEASURE_MAX_BODY_BYTES") ?? limits.maxBodyBytes
    limits.maxTextLength =
      try maxTextLength ?? variables.integer("TEXTMEASURE_MAX_TEXT_LENGTH") ?? limits.maxTextLength
    limits.maxRequestsPerBody =
      try maxRequestsPerBody ?? variables.integer("TEXTMEASURE_MAX_REQUESTS_PER_BODY") ?? limits.maxRequestsPerBody
    limits.maxAnswerBytes =
      try maxAnswerBytes ?? variables.integer("TEXTMEASURE_MAX_ANSWER_BYTES") ?? limits.maxAnswerBytes
    limits.maxImagePixels =
      try maxImagePixels ?? variables.integer("TEXTMEASURE_MAX_IMAGE_PIXELS") ?? limits.maxImagePixels
    limits.maxConcurrentRequests =
      try maxConcurrentRequests ?? variables.integer("TEXTMEASURE_MAX_CONCURRENT_REQUESTS")
      ?? limits.maxConcurrentRequests
    if let seconds = try requestTimeout ?? variables.seconds("TEXTMEASURE_REQUEST_TIMEOUT") {
      limits.requestTimeout = try Self.duration(seconds, "request timeout")
    }
    if let seconds = try idleTimeout ?? variables.seconds("TEXTMEASURE_IDLE_TIMEOUT") {
      limits.idleTimeout = try Self.duration(seconds, "idle timeout")
    }
    configuration.limits = limits
    try configuration.validate()
    return configuration
  }

  /// The log level the flag or the environment gives.
  func level(environment: [String: String]) throws -> Logger.Level {
    let name = logLevel ?? environment["TEXTMEASURE_LOG_LEVEL"] ?? "info"
    guard let level = Logger.Level(rawValue: name) else {
      throw ValidationError("log level: '\(name)' is not one of \(Logger.Level.allCases.map(\.rawValue))")
    }
    return level
  }

  public func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let configuration = try serverConfiguration(environment: environment)
    let level = try level(environment: environment)
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
    let logger = Logger(label: "textmeasure-server")
    let application = try SizingService.application(configuration: configuration, logger: logger)
    try await application.runService()
  }

  /// `seconds` as a duration, when finite and positive.
  private static func duration(_ seconds: Double, _ setting: String) throws -> Duration {
    guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
      throw ValidationError("\(setting): must be more than 0 and at most 86400 seconds, got \(seconds)")
    }
    return .milliseconds(Int64((seconds * 1_000).rounded(.up)))
  }
}
