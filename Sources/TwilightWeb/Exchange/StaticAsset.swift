import Foundation

/// A text asset built once and served with a strong entity tag — the theme style sheet,
/// a page script — revalidated with `If-None-Match` (`304 Not Modified`, no body).
public struct StaticAsset: Hashable, Sendable {
    /// The asset's text.
    package let text: String
    /// Its `Content-Type`.
    package let contentType: String
    /// Its strong entity tag (quoted).
    package let entityTag: String

    /// An asset of `text` served as `contentType`.
    public init(_ text: String, contentType: String) {
        self.text = text
        self.contentType = contentType
        entityTag = EntityTag.strong(for: text)
    }

    /// A style sheet, such as `TwilightTokens`' `ThemeStyleSheet.css`, served as `text/css`.
    public static func styleSheet(_ css: String) -> StaticAsset {
        StaticAsset(css, contentType: "text/css; charset=utf-8")
    }

    /// The answer to a `GET` whose `If-None-Match` is `ifNoneMatch`: `200` with the text,
    /// or `304` when the browser's copy is current (a list of tags or `*` is understood).
    package func response(ifNoneMatch: String?) -> WebResponse {
        let headers = [WebHeader("ETag", entityTag), WebHeader("Cache-Control", "no-cache")]
        if let ifNoneMatch, Self.matches(ifNoneMatch, entityTag) { return WebResponse(status: 304, headers: headers) }
        return WebResponse(status: 200, headers: [WebHeader("Content-Type", contentType)] + headers, body: text)
    }

    /// Whether an `If-None-Match` value names `tag` (weak comparison, RFC 9110 §13.1.2).
    static func matches(_ header: String, _ tag: String) -> Bool {
        let bare = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        return header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == bare
        }
    }
}
