import Hummingbird
import TextMeasureBatch

/// `POST /v1/measure` and `POST /v1/bubble`: a body of requests of one
/// kind, answered by the batch's own code (``BatchMeasurer/answer(toLine:)``)
/// in the body's shape. A body is answered whole or not at all: the first
/// request that fails (or is of the other route's kind) answers 422 with
/// the JSON path of what is wrong.
struct SizingRoute: Sendable {
  /// The kind of request the route answers.
  let kind: BatchRequestKind
  /// What answers each request.
  let measurer: BatchMeasurer
  /// The limits of a body.
  let limits: ServiceLimits

  /// The route's path.
  var path: String { Self.path(of: kind) }

  /// The path of the route answering requests of `kind`.
  static func path(of kind: BatchRequestKind) -> String {
    switch kind {
    case .text: "/v1/measure"
    case .bubble: "/v1/bubble"
    }
  }

  /// The answer to `request`.
  func respond(to request: Request) async throws -> Response {
    let deadline = RequestDeadline(timeout: limits.requestTimeout)
    let bytes = try await deadline.body(of: request, limit: limits.maxBodyBytes)
    let format = try RequestBodyFormat(
      contentType: request.headers[.contentType], first: bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) })
    let lines = try RequestLines(bytes, format: format, limit: limits.maxRequestsPerBody)
    var answers: [String] = []
    answers.reserveCapacity(lines.ranges.count)
    var answerBytes = 0
    for (index, range) in lines.ranges.enumerated() {
      try deadline.check()
      let line = lines.bytes[range]
      if let other = BatchRequestKind(ofLine: line), other != kind {
        throw ServiceError(
          .wrongKind, "a \(other.rawValue) request is answered at \(Self.path(of: other)), not \(path)",
          path: lines.path(of: index))
      }
      let answer = measurer.answer(toLine: line)
      if let failure = BatchFailure(answer) {
        throw ServiceError(.invalidRequest, failure.message, path: lines.path(of: failure, in: index))
      }
      answerBytes += answer.json.utf8.count + 1
      guard answerBytes <= limits.maxAnswerBytes else {
        throw ServiceError(
          .answerTooLarge,
          "the answers come to more than \(limits.maxAnswerBytes) bytes: send fewer requests in a body, or ask "
            + "for less (\"returns\": \"lines\" or \"rect\" instead of \"glyphs\")",
          path: lines.path(of: index))
      }
      answers.append(answer.json)
    }
    return Response(
      status: .ok, headers: [.contentType: format.contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(string: lines.body(answers: answers))))
  }
}
