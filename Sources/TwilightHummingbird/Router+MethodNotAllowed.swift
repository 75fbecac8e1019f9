#if Hummingbird
package import HTTPTypes
package import Hummingbird
import TwilightWeb

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
    package func refuseOtherMethods(at path: RouterPath, allowing allowed: [HTTPRequest.Method]) -> Self {
        let names = allowed.map(\.rawValue)
        for method in WebResponse.commonMethods.compactMap({ HTTPRequest.Method($0) }) where !allowed.contains(method) {
            on(path, method: method) { request, _ in Response(WebResponse.methodNotAllowed(request.method.rawValue, allowed: names)) }
        }
        return self
    }
}
#endif
