import Foundation
import TextMeasure
import TextMeasureBatch

/// Everything a sizing service is started with: where it listens, the
/// fonts it may open, its cache budget and its limits. Made by
/// ``ServeCommand`` from flags and environment variables.
public struct ServerConfiguration: Sendable {
  /// The address to listen on.
  public var host = "127.0.0.1"
  /// The port to listen on; 0 picks a free one.
  public var port = 8080
  /// The directories requests may name fonts in, by a path relative to one
  /// of them or by family name. Empty: requests may name only the bundled
  /// fonts (the system font is the bundled Inter).
  public var fontDirectories: [URL] = []
  /// The fonts every request's font cascades to, in order: family names,
  /// or font files (a name with a `/`).
  public var fallbackFonts: [String] = []
  /// Whether Fontconfig's fallback fonts follow ``fallbackFonts``.
  public var systemFallback = true
  /// The engine's cache budget, in bytes.
  public var cacheBudget = TextCache.defaultBudget
  /// The limits of every request.
  public var limits = ServiceLimits()

  /// The default configuration.
  public init() {}

  /// The point size the fallback fonts are made at (each request's font
  /// cascades to them at its own size).
  static let fallbackSize = 17.0

  /// Throws unless every value can be used.
  ///
  /// - Throws: ``ConfigurationError`` naming the setting.
  public func validate() throws(ConfigurationError) {
    guard (0...65_535).contains(port) else { throw ConfigurationError("port", "must be from 0 to 65535, got \(port)") }
    guard cacheBudget >= 0 else { throw ConfigurationError("cache budget", "must be 0 or more bytes") }
    for directory in fontDirectories {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw ConfigurationError("font directory", "'\(directory.path)' is not a directory") }
    }
    let positive: [(String, Int)] = [
      ("max body bytes", limits.maxBodyBytes), ("max text length", limits.maxTextLength),
      ("max requests per body", limits.maxRequestsPerBody), ("max answer bytes", limits.maxAnswerBytes),
      ("max image pixels", limits.maxImagePixels),
      ("max concurrent requests", limits.maxConcurrentRequests),
    ]
    for (name, value) in positive where value < 1 {
      throw ConfigurationError(name, "must be at least 1, got \(value)")
    }
    guard limits.maxTextLength <= BatchLimits.textLength else {
      throw ConfigurationError(
        "max text length", "must be at most \(BatchLimits.textLength), got \(limits.maxTextLength)")
    }
    guard limits.requestTimeout > .zero, limits.idleTimeout > .zero else {
      throw ConfigurationError("timeouts", "must be more than 0 seconds")
    }
  }

  /// The engine with the configured cache budget.
  func makeEngine() -> TextEngine {
    TextEngine(cacheBudget: cacheBudget)
  }

  /// The batch measurer every route answers with: ``fallbackFonts`` made
  /// on `engine`, and the font directories and text length limit. The
  /// directories limit `engine`'s font lookup (names and system fallback
  /// fonts are found among their files only), so `engine` must be the
  /// service's own and must not have measured yet.
  ///
  /// - Throws: ``ConfigurationError`` for a fallback font that cannot be
  ///   opened or a font directory that cannot be read.
  func makeBatchMeasurer(engine: TextEngine) throws(ConfigurationError) -> BatchMeasurer {
    var fallbacks: [Font] = []
    for name in fallbackFonts {
      do {
        fallbacks.append(
          name.contains("/")
            ? try Font(fileURL: URL(fileURLWithPath: name), size: Self.fallbackSize, engine: engine)
            : try Font(name: name, size: Self.fallbackSize, engine: engine))
      } catch {
        throw ConfigurationError("fallback font", "'\(name)' cannot be opened: \(error)")
      }
    }
    let directories: FontDirectories
    do {
      directories = try FontDirectories(fontDirectories)
    } catch {
      throw ConfigurationError("font directory", "\(error)")
    }
    return BatchMeasurer(
      measurer: TextMeasurer(engine: engine), fallbacks: fallbacks, systemFallback: systemFallback,
      fontDirectories: directories, maximumTextLength: limits.maxTextLength)
  }
}

/// A setting a service cannot start with, and why.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
  public let description: String

  /// An error about `setting`, saying `message`.
  init(_ setting: String, _ message: String) {
    description = "\(setting): \(message)"
  }
}
