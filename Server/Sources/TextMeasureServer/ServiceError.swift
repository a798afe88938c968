import Foundation
import Hummingbird

/// An error the service answers with: its status and a JSON body,
/// `{"error": message, "kind": kind, "path": path}`. `path` is the JSON path
/// of the value that is wrong or over a limit (`$[3].text`: the text of the
/// fourth request of an array or JSONL body; `$.size` in a one-request
/// body), and is left out when the error is about no value (a wrong
/// content type, an unknown route).
public struct ServiceError: HTTPResponseError, Equatable {
  /// What went wrong, as the `kind` member and the errors metric name it.
  public enum Kind: String, CaseIterable, Sendable {
    /// The body is not JSON (or a JSONL line is not): 400.
    case malformedJSON = "malformed_json"
    /// No route has the path: 404.
    case notFound = "not_found"
    /// The route has no such method: 405.
    case methodNotAllowed = "method_not_allowed"
    /// The body is over ``ServiceLimits/maxBodyBytes``: 413.
    case bodyTooLarge = "body_too_large"
    /// The body holds over ``ServiceLimits/maxRequestsPerBody`` requests: 413.
    case tooManyRequests = "too_many_requests"
    /// The content type is not JSON or JSONL: 415.
    case unsupportedMediaType = "unsupported_media_type"
    /// A request is not as the batch contract says, or is over a limit: 422.
    case invalidRequest = "invalid_request"
    /// A request of the other route's kind (a bubble request to measure): 422.
    case wrongKind = "wrong_kind"
    /// A drawing over ``ServiceLimits/maxImagePixels``: 422.
    case imageTooLarge = "image_too_large"
    /// Answers over ``ServiceLimits/maxAnswerBytes``: 422.
    case answerTooLarge = "answer_too_large"
    /// Over ``ServiceLimits/maxConcurrentRequests`` requests at once: 503.
    case overloaded
    /// Over ``ServiceLimits/requestTimeout``: 503.
    case timeout
    /// The service failed: 500.
    case `internal`
  }

  public let status: HTTPResponse.Status
  /// What went wrong.
  public let kind: Kind
  /// A sentence saying what is wrong.
  public let message: String
  /// The JSON path of the value the error is about; nil when none.
  public let path: String?
  /// The methods the path has, for a 405's `Allow` header.
  public var allowedMethods: [HTTPRequest.Method] = []

  /// An error of `kind` with its status, saying `message` about the value at `path`.
  public init(_ kind: Kind, _ message: String, path: String? = nil) {
    self.kind = kind
    self.message = message
    self.path = path
    self.status =
      switch kind {
      case .malformedJSON: .badRequest
      case .notFound: .notFound
      case .methodNotAllowed: .methodNotAllowed
      case .bodyTooLarge, .tooManyRequests: .contentTooLarge
      case .unsupportedMediaType: .unsupportedMediaType
      case .invalidRequest, .wrongKind, .imageTooLarge, .answerTooLarge: .unprocessableContent
      case .overloaded, .timeout: .serviceUnavailable
      case .internal: .internalServerError
      }
  }

  /// The JSON body, keys sorted.
  public var json: String {
    let body = Body(error: message, kind: kind.rawValue, path: path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(body)) ?? Data(), as: UTF8.self)
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers: HTTPFields = [.contentType: "application/json"]
    if !allowedMethods.isEmpty {
      headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
    }
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
  }

  /// The members of the JSON body.
  private struct Body: Encodable {
    let error: String
    let kind: String
    let path: String?
  }
}
