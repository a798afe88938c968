import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `Server/openapi.yaml` against the running service: every route, method
/// and status it documents is produced by a request here, answers with
/// that status, and (for an error) with the documented error body; and it
/// documents no route or status the service does not answer.
@Suite struct OpenAPIDocumentTests {
  /// A documented route, method and status.
  struct Operation: Hashable, CustomStringConvertible {
    let path: String
    let method: String
    let status: Int
    var description: String { "\(method.uppercased()) \(path) \(status)" }
  }

  /// The operations the document lists: the paths at two spaces, their
  /// methods at four, their statuses at eight (`'200':`).
  static func documentedOperations() throws -> Set<Operation> {
    let url = ServiceFixture.repositoryRoot.appendingPathComponent("Server/openapi.yaml")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    var operations: Set<Operation> = []
    var inPaths = false
    var path = ""
    var method = ""
    for line in lines {
      if !line.hasPrefix(" ") { inPaths = line == "paths:" }
      guard inPaths else { continue }
      if line.hasPrefix("  /"), line.hasSuffix(":") { path = String(line.dropFirst(2).dropLast()) }
      if let name = ["get:", "post:"].first(where: { line == "    " + $0 }) { method = String(name.dropLast()) }
      if line.hasPrefix("        '"), let status = Int(line.dropFirst(9).prefix(3)) {
        operations.insert(Operation(path: path, method: method, status: status))
      }
    }
    return operations
  }

  /// A request that answers each documented operation's status.
  static func request(for operation: Operation) -> (uri: String, method: String, body: String, type: String?) {
    let text = ServiceFixture.textRequest("Hello")
    let bubble = ServiceFixture.bubbleRequest("Hello")
    let good = operation.path == "/v1/bubble" ? bubble : text
    let uri = operation.path == "/{unknown}" ? "/no-such-route" : operation.path
    switch operation.status {
    case 400: return (uri, operation.method, "{", "application/json")
    case 405: return (uri, operation.method == "post" ? "get" : "post", "", nil)
    case 413: return (uri, operation.method, String(repeating: " ", count: 2_000) + good, "application/json")
    case 415: return (uri, operation.method, good, "text/plain")
    case 422: return (uri, operation.method, ServiceFixture.textRequest("a", size: -1), "application/json")
    case 503: return (uri, operation.method, good, "application/json")
    default: return (uri, operation.method, good, operation.method == "post" ? "application/json" : nil)
    }
  }

  @Test func everyDocumentedStatus_isAnsweredAsDocumented() async throws {
    let operations = try Self.documentedOperations()
    #expect(operations.count > 20)
    for route in ["/v1/measure", "/v1/bubble", "/v1/render"] {
      for status in [200, 400, 405, 413, 415, 422, 503] {
        #expect(operations.contains(Operation(path: route, method: "post", status: status)))
      }
    }
    let limited = ServiceFixture.configuration {
      $0.limits.maxBodyBytes = 1_000
    }
    let unavailable = ServiceFixture.configuration { $0.limits.maxConcurrentRequests = 1 }
    try await ServiceFixture.withService(limited) { client in
      for operation in operations.sorted(by: { $0.description < $1.description }) where operation.status != 503 {
        try await Self.check(operation, client: client)
      }
    }
    // With one place, taken by a body that never ends, every route is 503.
    try await ServiceFixture.withService(unavailable) { client in
      let connection = try RawConnection(port: try #require(client.port))
      connection.send(RawConnection.head(contentLength: 9))
      try await Task.sleep(for: .milliseconds(300))
      for operation in operations where operation.status == 503 {
        try await Self.check(operation, client: client)
      }
    }
  }

  /// Sends `operation`'s request and checks its status and body.
  static func check(_ operation: Operation, client: any TestClientProtocol) async throws {
    let request = request(for: operation)
    var headers: HTTPFields = [:]
    if let type = request.type { headers[.contentType] = type }
    let response = try await client.execute(
      uri: request.uri, method: HTTPRequest.Method(request.method.uppercased())!, headers: headers,
      body: ByteBuffer(string: request.body))
    #expect(Int(response.status.code) == operation.status, "\(operation): \(response.text)")
    if operation.status >= 400 {
      let body = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: String])
      #expect(body["error"] != nil && body["kind"] != nil, "\(operation): \(response.text)")
      #expect(Set(body.keys).isSubset(of: ["error", "kind", "path"]))
    }
  }
}
