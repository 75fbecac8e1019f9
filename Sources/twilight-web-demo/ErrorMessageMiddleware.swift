#if WebDemo
import Hummingbird
import TwilightHummingbird

/// Gives the framework's own error responses (a `404` for an unknown path, a `413` or
/// `400` from body parsing) a message, so that every error the demo answers says what
/// went wrong and what was expected, as the routes' own errors do.
struct ErrorMessageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.body == nil {
            if error.status == .notFound { return Response(WebDemoSite.notFound(request.uri.path)) }
            throw HTTPError(error.status, headers: error.headers, message: error.status.reasonPhrase)
        }
    }
}
#endif
