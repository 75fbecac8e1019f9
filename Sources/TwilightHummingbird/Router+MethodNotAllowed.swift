public import HTTPTypes
public import Hummingbird

extension RouterMethods {
    /// Answers every common method that `path` does not serve with `405 Method Not Allowed`
    /// and an `Allow` header listing `allowed`, instead of Hummingbird's `404`; `OPTIONS`
    /// gets `204 No Content` with the same header (RFC 9110, sections 9.3.7 and 15.5.6).
    ///
    /// ```swift
    /// router.get("/settings") { … }
    /// router.refuseOtherMethods(at: "/settings", allowing: [.get, .head])
    /// ```
    ///
    /// Register `HEAD` for `GET` routes yourself or with the router option
    /// `.autoGenerateHeadEndpoints`.
    @discardableResult
    public func refuseOtherMethods(at path: RouterPath, allowing allowed: [HTTPRequest.Method]) -> Self {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        let expected = "expected \(allowed.map(\.rawValue).joined(separator: " or "))"
        for method in [HTTPRequest.Method.get, .head, .post, .put, .patch, .delete] where !allowed.contains(method) {
            on(path, method: method) { request, _ -> Response in
                throw HTTPError(
                    .methodNotAllowed,
                    headers: [.allow: allow],
                    message: "\(request.method.rawValue) is not served here: \(expected)"
                )
            }
        }
        if !allowed.contains(.options) {
            on(path, method: .options) { _, _ in
                Response(status: .noContent, headers: [.allow: allow + ", OPTIONS"])
            }
        }
        return self
    }
}
