import Foundation
import HummingbirdTesting
import Testing
import TextMeasureBatch
import TextMeasureServer

/// Each limit of ``ServiceLimits`` answers its status, with the JSON path
/// of what is over it, and the service answers the next request.
@Suite struct LimitTests {
  @Test func aBodyOverTheByteLimit_is413() async throws {
    let configuration = ServiceFixture.configuration { $0.limits.maxBodyBytes = 100 }
    try await ServiceFixture.withService(configuration) { client in
      let line = ServiceFixture.textRequest(String(repeating: "a", count: 200))
      let response = try await client.post("/v1/measure", line)
      #expect(response.status == .contentTooLarge)
      #expect(try response.errorBody()["kind"] == "body_too_large")
      #expect(try await client.post("/v1/measure", #"{"text":"a","size":17}"#).status == .ok)
    }
  }

  @Test func aBodyOverTheRequestLimit_is413() async throws {
    let configuration = ServiceFixture.configuration { $0.limits.maxRequestsPerBody = 2 }
    try await ServiceFixture.withService(configuration) { client in
      let three = #"[{"text":"a","size":17},{"text":"b","size":17},{"text":"c","size":17}]"#
      let array = try await client.post("/v1/measure", three)
      #expect(array.status == .contentTooLarge)
      #expect(try array.errorBody()["kind"] == "too_many_requests")
      let jsonl = "{\"text\":\"a\",\"size\":17}\n{}\n{}\n"
      let lines = try await client.post("/v1/measure", jsonl, contentType: "application/jsonl")
      #expect(lines.status == .contentTooLarge)
      #expect(try await client.post("/v1/measure", #"[{"text":"a","size":17},{"text":"b","size":17}]"#).status == .ok)
    }
  }

  @Test func aTextOverTheLengthLimit_is422AtItsPath() async throws {
    try await ServiceFixture.withService { client in
      let long = String(repeating: "a", count: BatchLimits.textLength + 1)
      let response = try await client.post("/v1/measure", #"[{"text":"a","size":17},{"text":"\#(long)","size":17}]"#)
      #expect(response.status == .unprocessableContent)
      #expect(try response.errorBody()["path"] == "$[1].text")
    }
  }

  @Test func aDrawingOverThePixelLimit_is422() async throws {
    // "Hello" at 17 pt is over 10 × 10 points: over 400 pixels at scale 2.
    let configuration = ServiceFixture.configuration { $0.limits.maxImagePixels = 400 }
    try await ServiceFixture.withService(configuration) { client in
      let response = try await client.post("/v1/render", ServiceFixture.textRequest("Hello"))
      #expect(response.status == .unprocessableContent)
      #expect(try response.errorBody()["kind"] == "image_too_large")
      #expect(try response.errorBody()["path"] == "$")
    }
  }

  @Test func answersOverTheByteLimit_are422AtTheRequestThatWentOver() async throws {
    // A rect answer is a few hundred bytes; 2,000 glyphs, each with its id
    // and position (over 10 bytes of JSON apiece), are over 20,000.
    let configuration = ServiceFixture.configuration { $0.limits.maxAnswerBytes = 10_000 }
    try await ServiceFixture.withService(configuration) { client in
      let glyphs = #"{"text":"\#(String(repeating: "a", count: 2_000))","size":17,"returns":"glyphs"}"#
      let response = try await client.post("/v1/measure", #"[{"text":"a","size":17,"returns":"rect"},\#(glyphs)]"#)
      #expect(response.status == .unprocessableContent)
      #expect(try response.errorBody()["kind"] == "answer_too_large")
      #expect(try response.errorBody()["path"] == "$[1]")
      let rects = #"[{"text":"a","size":17,"returns":"rect"},{"text":"b","size":17,"returns":"rect"}]"#
      #expect(try await client.post("/v1/measure", rects).status == .ok)
    }
  }

  @Test func aBodyArrivingTooSlowly_is503_andFreesItsPlace() async throws {
    let configuration = ServiceFixture.configuration {
      $0.limits.requestTimeout = .seconds(4)
      $0.limits.maxConcurrentRequests = 1
    }
    try await ServiceFixture.withService(configuration) { client in
      let connection = try RawConnection(port: try #require(client.port))
      connection.send(RawConnection.head(contentLength: 50) + "{")
      // Once the service has taken the slow request in, its one place is
      // taken: another request is refused. On a loaded machine taking it in
      // may take a while: ask again, a few times, while the answer is 200.
      try await Task.sleep(for: .milliseconds(300))
      var refused = try await client.post("/v1/measure", #"{"text":"a","size":17}"#)
      for _ in 0..<10 where refused.status == .ok {
        try await Task.sleep(for: .milliseconds(250))
        refused = try await client.post("/v1/measure", #"{"text":"a","size":17}"#)
      }
      #expect(refused.status == .serviceUnavailable)
      #expect(try refused.errorBody()["kind"] == "overloaded")
      let answer = await connection.receive(seconds: 10)
      #expect(answer.hasPrefix("HTTP/1.1 503"), "\(answer)")
      #expect(answer.contains(#""kind":"timeout""#))
      #expect(try await client.post("/v1/measure", #"{"text":"a","size":17}"#).status == .ok)
    }
  }

  @Test func anIdleConnection_isClosed() async throws {
    let configuration = ServiceFixture.configuration { $0.limits.idleTimeout = .seconds(1) }
    try await ServiceFixture.withService(configuration) { client in
      let connection = try RawConnection(port: try #require(client.port))
      let start = ContinuousClock.now
      // Nothing sent: the service closes the connection after a second.
      _ = await connection.receive(seconds: 10)
      #expect(ContinuousClock.now - start < .seconds(8))
    }
  }
}
