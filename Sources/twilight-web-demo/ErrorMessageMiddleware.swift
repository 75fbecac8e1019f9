import Hummingbird

/// Gives the framework's own error responses (a `404` for an unknown path, a `413` or
/// `400` from body parsing) a message, so that every error the demo answers says what
/// went wrong and what was expected, as the routes' own errors do.
struct ErrorMessageMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.body == nil {
            throw HTTPError(error.status, headers: error.headers, message: Self.message(for: error.status, path: request.uri.path))
        }
    }

    static func message(for status: HTTPResponse.Status, path: String) -> String {
        switch status {
        case .notFound: "nothing is served at \(path): expected /, /settings, /theme, /theme.css, /app.js, or with --database /signin"
        case .contentTooLarge: "the request body is too large"
        default: status.reasonPhrase
        }
    }
}
