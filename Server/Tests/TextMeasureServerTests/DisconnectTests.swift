import Foundation
import HummingbirdTesting
import Testing
import TextMeasureServer

/// A client that goes away in the middle of its answer costs the service
/// that request only: its place among the requests answered at once is
/// freed, and the next client is answered.
@Suite struct DisconnectTests {
  @Test func aClientGoneMidAnswer_freesItsPlace() async throws {
    let configuration = ServiceFixture.configuration { $0.limits.maxConcurrentRequests = 1 }
    try await ServiceFixture.withService(configuration) { client in
      // 20,000 glyphs with their positions: an answer of well over 200 kB,
      // more than the socket buffers take at once.
      let body = #"{"text":"\#(String(repeating: "a", count: 20_000))","size":17,"returns":"glyphs"}"#
      do {
        let connection = try RawConnection(port: try #require(client.port))
        connection.send(RawConnection.head(contentLength: body.utf8.count) + body)
        let start = await connection.receive(seconds: 10, upTo: 12)
        #expect(start == "HTTP/1.1 200", "the answer had begun")
        connection.reset()
      }
      // With one place, a request is refused until the gone client's is
      // freed: wait for that (at most 10 s), then for an answer.
      var status = try await client.post("/v1/measure", #"{"text":"a","size":17}"#).status
      for _ in 0..<100 where status == .serviceUnavailable {
        try await Task.sleep(for: .milliseconds(100))
        status = try await client.post("/v1/measure", #"{"text":"a","size":17}"#).status
      }
      #expect(status == .ok)
    }
  }
}
