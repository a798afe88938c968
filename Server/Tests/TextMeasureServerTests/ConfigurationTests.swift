import Foundation
import Testing
import TextMeasureBatch
import TextMeasureServer

/// ``ServeCommand``'s flags and environment variables, and the settings
/// a service refuses to start with.
@Suite struct ConfigurationTests {
  @Test func theEnvironment_givesEverySetting_andAFlagWins() throws {
    let environment = [
      "TEXTMEASURE_HOST": "0.0.0.0", "TEXTMEASURE_PORT": "9000", "TEXTMEASURE_FONT_DIRS": "/:/tmp",
      "TEXTMEASURE_FALLBACKS": "A,B", "TEXTMEASURE_SYSTEM_FALLBACK": "0", "TEXTMEASURE_CACHE_BUDGET": "1024",
      "TEXTMEASURE_MAX_BODY_BYTES": "10", "TEXTMEASURE_MAX_TEXT_LENGTH": "20",
      "TEXTMEASURE_MAX_REQUESTS_PER_BODY": "30", "TEXTMEASURE_MAX_IMAGE_PIXELS": "40",
      "TEXTMEASURE_REQUEST_TIMEOUT": "1.5", "TEXTMEASURE_MAX_CONCURRENT_REQUESTS": "50",
      "TEXTMEASURE_IDLE_TIMEOUT": "2",
    ]
    let configuration = try ServeCommand.parse(["--port", "9001"]).serverConfiguration(environment: environment)
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 9001)
    #expect(configuration.fontDirectories.map(\.path) == ["/", "/tmp"])
    #expect(configuration.fallbackFonts == ["A", "B"])
    #expect(!configuration.systemFallback)
    #expect(configuration.cacheBudget == 1024)
    var limits = ServiceLimits()
    limits.maxBodyBytes = 10
    limits.maxTextLength = 20
    limits.maxRequestsPerBody = 30
    limits.maxImagePixels = 40
    limits.requestTimeout = .milliseconds(1_500)
    limits.maxConcurrentRequests = 50
    limits.idleTimeout = .seconds(2)
    #expect(configuration.limits == limits)
  }

  @Test(arguments: [
    (["--port", "70000"], [String: String]()), (["--max-body-bytes", "0"], [:]), ([], ["TEXTMEASURE_PORT": "x"]),
    (["--max-text-length", String(BatchLimits.textLength + 1)], [:]), (["--request-timeout", "-1"], [:]),
    (["--font-dir", "/no/such/directory"], [:]), ([], ["TEXTMEASURE_SYSTEM_FALLBACK": "maybe"]),
  ])
  func aSettingThatCannotBeUsed_isRefused(arguments: [String], environment: [String: String]) throws {
    #expect(throws: (any Error).self) {
      try ServeCommand.parse(arguments).serverConfiguration(environment: environment)
    }
  }
}
