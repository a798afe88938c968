import Foundation
import Hummingbird
import HummingbirdTesting
import TextMeasure
import TextMeasureBatch
import TextMeasureServer

/// A service started on a free loopback port for one test, and what the
/// tests send it.
enum ServiceFixture {
  /// The repository's root (this file is in Server/Tests/TextMeasureServerTests).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// The font directory of the test services: the bundled Inter family.
  static let fontDirectory = repositoryRoot.appendingPathComponent("Fonts/Inter", isDirectory: true)
  /// The bundled Inter Regular.
  static let inter = fontDirectory.appendingPathComponent("Inter-Regular.otf")

  /// A text request in Inter, named by its path in ``fontDirectory``.
  static func textRequest(_ text: String, size: Double = 17, extra: String = "") -> String {
    #"{"text":"\#(text)","font_file":"Inter-Regular.otf","size":\#(size)\#(extra)}"#
  }

  /// A JSQ bubble request.
  static func bubbleRequest(_ text: String) -> String {
    #"{"style":"jsq","text":"\#(text)","outgoing":true,"view_width":320}"#
  }

  /// The configuration of a test service: a free port, fonts from
  /// ``fontDirectory``, no system fallback.
  static func configuration(_ change: (inout ServerConfiguration) -> Void = { _ in }) -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.fontDirectories = [fontDirectory]
    configuration.systemFallback = false
    change(&configuration)
    return configuration
  }

  /// Runs `test` against a live service of `configuration`.
  static func withService<Value: Sendable>(
    _ configuration: ServerConfiguration = configuration(),
    _ test: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    try await SizingService.application(configuration: configuration).test(.live, test)
  }

  /// The library's own answer to `line`, as the oracle of a route's: a
  /// batch measurer of its own engine, with the test services' fonts.
  static func libraryAnswer(_ line: String) throws -> String {
    let batch = BatchMeasurer(
      measurer: TextMeasurer(engine: TextEngine()), systemFallback: false,
      fontDirectories: try FontDirectories([fontDirectory]))
    return batch.answer(toLine: Array(line.utf8)).json
  }
}

extension TestClientProtocol {
  /// POSTs `body` of `contentType` to `uri`.
  func post(_ uri: String, _ body: String, contentType: String? = "application/json") async throws -> TestResponse {
    var headers: HTTPFields = [:]
    if let contentType { headers[.contentType] = contentType }
    return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
  }
}

extension TestResponse {
  /// The body as text.
  var text: String { String(buffer: body) }

  /// The JSON error body's members.
  func errorBody() throws -> [String: String] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String] ?? [:]
  }
}
