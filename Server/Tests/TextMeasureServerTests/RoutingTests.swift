import HummingbirdTesting
import Testing

/// Health, and what a path or method no route has is answered with.
@Suite struct RoutingTests {
  @Test func health_isOK() async throws {
    try await ServiceFixture.withService { client in
      let response = try await client.execute(uri: "/health", method: .get)
      #expect(response.status == .ok)
      #expect(response.text == #"{"status":"ok"}"#)
    }
  }

  @Test func anUnknownPath_is404_andAnUnknownMethod405() async throws {
    try await ServiceFixture.withService { client in
      let unknown = try await client.execute(uri: "/v2/measure", method: .post)
      #expect(unknown.status == .notFound)
      #expect(try unknown.errorBody()["kind"] == "not_found")
      let method = try await client.execute(uri: "/v1/measure", method: .get)
      #expect(method.status == .methodNotAllowed)
      #expect(method.headers[.allow] == "POST")
      #expect(try method.errorBody()["kind"] == "method_not_allowed")
    }
  }
}
