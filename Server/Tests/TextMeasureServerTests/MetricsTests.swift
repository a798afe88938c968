import HummingbirdTesting
import Testing

/// `/metrics`: requests, errors and the cache's statistics change after
/// requests, in Prometheus's text format.
@Suite struct MetricsTests {
  /// The value of the sample `name` (with its labels) in `text`; 0 when absent.
  static func value(of name: String, in text: String) -> Double {
    for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
      return Double(line.dropFirst(name.count + 1)) ?? .nan
    }
    return 0
  }

  @Test func requestsErrorsAndTheCache_areCounted() async throws {
    try await ServiceFixture.withService { client in
      let before = try await client.execute(uri: "/metrics", method: .get).text
      for text in ["one", "two", "one"] {
        #expect(try await client.post("/v1/measure", ServiceFixture.textRequest(text)).status == .ok)
      }
      _ = try await client.post("/v1/measure", "{", contentType: "application/json")
      let response = try await client.execute(uri: "/metrics", method: .get)
      #expect(response.headers[.contentType]?.hasPrefix("text/plain") == true)
      let after = response.text
      let ok = #"textmeasure_http_requests_total{route="/v1/measure",status="200"}"#
      #expect(Self.value(of: ok, in: after) - Self.value(of: ok, in: before) == 3)
      let malformed = #"textmeasure_http_errors_total{kind="malformed_json"}"#
      #expect(Self.value(of: malformed, in: after) == 1)
      #expect(after.contains(#"textmeasure_http_request_duration_seconds_bucket{route="/v1/measure""#))
      // Two distinct texts were measured: two misses at least, and the third a hit.
      #expect(Self.value(of: "textmeasure_cache_misses", in: after) >= 2)
      #expect(Self.value(of: "textmeasure_cache_hits", in: after) >= 1)
      #expect(Self.value(of: "textmeasure_cache_entries", in: after) >= 2)
      #expect(Self.value(of: "textmeasure_cache_budget_bytes", in: after) == Double(64 << 20))
    }
  }
}
