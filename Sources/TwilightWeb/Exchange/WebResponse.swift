import Foundation

/// One HTTP header field: a name and a value.
package struct WebHeader: Hashable, Sendable {
    /// The field's name, as written (`Set-Cookie`).
    package var name: String
    /// The field's value.
    package var value: String

    /// Creates a field.
    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// An HTTP response the server-neutral appearance endpoints decide — status, headers and
/// body — for a framework's glue to send as it is. Deciding it here, once, is what keeps
/// the Hummingbird and Vapor glue from drifting apart.
package struct WebResponse: Hashable, Sendable {
    /// The status code.
    package var status: Int
    /// The header fields, in order; a name may repeat (`Set-Cookie`).
    package var headers: [WebHeader]
    /// The body, as text (JSON, CSS, or empty).
    package var body: String

    /// Creates a response.
    package init(status: Int, headers: [WebHeader] = [], body: String = "") {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of the field `name` (compared without case), if any.
    package subscript(header name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// `value` as JSON with `Content-Type: application/json; charset=utf-8`.
    static func json(_ value: some Encodable, status: Int = 200, headers: [WebHeader] = []) -> WebResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return WebResponse(status: status, headers: [WebHeader("Content-Type", "application/json; charset=utf-8")] + headers, body: body)
    }

    /// An error that says what went wrong and what was expected:
    /// `{"error":{"message":"…"}}`, the shape Hummingbird gives its own errors.
    package static func error(_ status: Int, _ message: String, headers: [WebHeader] = []) -> WebResponse {
        struct Envelope: Encodable {
            struct Message: Encodable { var message: String }
            var error: Message
        }
        return json(Envelope(error: .init(message: message)), status: status, headers: headers)
    }

    /// The methods a route answers with ``methodNotAllowed(_:allowed:)`` when it does not
    /// serve them: every common one, the same on every framework.
    package static let commonMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// `405 Method Not Allowed` for `method`, with `Allow` listing `allowed` (RFC 9110,
    /// section 15.5.6); for `OPTIONS`, `204 No Content` with the same `Allow`.
    package static func methodNotAllowed(_ method: String, allowed: [String]) -> WebResponse {
        if method == "OPTIONS" { return WebResponse(status: 204, headers: [WebHeader("Allow", (allowed + ["OPTIONS"]).joined(separator: ", "))]) }
        return error(
            405,
            "\(method) is not served here: expected \(allowed.joined(separator: " or "))",
            headers: [WebHeader("Allow", allowed.joined(separator: ", "))]
        )
    }
}
