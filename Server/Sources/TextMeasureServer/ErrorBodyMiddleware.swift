import Hummingbird
import Logging

/// Answers every error with the service's JSON error body
/// (``ServiceError``) and counts it by kind: the routes' own errors, the
/// router's 404 (a 405 with `Allow` when the path has other methods), and
/// any other error as a 500 (logged; its text is not sent).
struct ErrorBodyMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: ServiceMetrics
  /// Each route's path and its methods.
  let routes: [String: [HTTPRequest.Method]]

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let answer: ServiceError
    do {
      return try await next(request, context)
    } catch let error as ServiceError {
      answer = error
    } catch let error as HTTPError where error.status == .notFound {
      answer = notFound(request)
    } catch let error as any HTTPResponseError {
      context.logger.info("request refused", metadata: ["status": "\(error.status.code)", "error": "\(error)"])
      answer = ServiceError(.invalidRequest, "the request was refused (\(error.status))")
    } catch {
      context.logger.error("request failed", metadata: ["error": "\(error)"])
      answer = ServiceError(.internal, "the service failed to answer")
    }
    metrics.recordError(answer.kind)
    return try answer.response(from: request, context: context)
  }

  /// The 404 of a path no route has, or the 405 of a method its route lacks.
  private func notFound(_ request: Request) -> ServiceError {
    guard let methods = routes[request.uri.path] else {
      return ServiceError(.notFound, "no route \(request.uri.path)")
    }
    var error = ServiceError(
      .methodNotAllowed,
      "\(request.uri.path) answers \(methods.map(\.rawValue).joined(separator: ", ")), not \(request.method)")
    error.allowedMethods = methods
    return error
  }
}
