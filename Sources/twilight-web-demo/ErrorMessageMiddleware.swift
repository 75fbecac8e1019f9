#if WebDemo
import HTTPTypes
import Hummingbird
import TwilightHummingbird

/// Gives the framework's own error responses (a `404` for an unknown path, a `413` or
/// `400` from body parsing) a message, so that every error the demo answers says what
/// went wrong and what was expected, as the routes' own errors do (a `404` without the
/// path, which is the requester's text); every answer gets `X-Content-Type-Options: nosniff`.
struct ErrorMessageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var response = try await next(request, context)
            response.headers[.xContentTypeOptions] = "nosniff"
            return response
        } catch let error as HTTPError where error.body == nil {
            if error.status == .notFound { return Response(WebDemoSite.notFound()) }
            var headers = error.headers
            headers[.xContentTypeOptions] = "nosniff"
            throw HTTPError(error.status, headers: headers, message: error.status.reasonPhrase)
        }
    }
}

extension HTTPField.Name {
    /// `X-Content-Type-Options`: `nosniff` stops browsers from guessing a type the server did not send.
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
}
#endif
