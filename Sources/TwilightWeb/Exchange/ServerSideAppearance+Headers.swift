import Foundation

extension ServerSideAppearance {
    /// The appearance headers a response still lacks (``responseHeaders``): `Accept-CH` and
    /// `Critical-CH` when absent, and `Vary` with only the names it does not list yet
    /// (nothing under `Vary: *`); and `refreshedCookie` (a signed-in request's copy of its
    /// account's choice) as `Set-Cookie`, unless the response is an error (a refused change
    /// leaves the cookie alone) or sets the `theme` cookie itself. `existing` gives a
    /// field's values by name.
    public static func headersToAdd(to existing: (String) -> [String], status: Int, refreshedCookie: String? = nil) -> [WebHeader] {
        headersToAdd(to: existing, status: status, refreshedCookies: refreshedCookie.map { [$0] } ?? [])
    }

    /// The appearance headers a response still lacks, as
    /// ``headersToAdd(to:status:refreshedCookie:)`` says, with several refreshed cookies (the
    /// `theme` cookie and those of the site's axes, from ``AccountAppearance/appearance(for:cookieHeader:clientHint:site:secureCookie:)``):
    /// each is added unless the response is an error or sets a cookie of that name itself.
    public static func headersToAdd(to existing: (String) -> [String], status: Int, refreshedCookies: [String]) -> [WebHeader] {
        var added: [WebHeader] = responseHeaders.compactMap { header in
            guard header.name == "Vary" else { return existing(header.name).isEmpty ? WebHeader(header.name, header.value) : nil }
            let varying = existing("Vary").flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            guard !varying.contains("*") else { return nil }
            let names = header.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !varying.contains($0.lowercased()) }
            return names.isEmpty ? nil : WebHeader("Vary", names.joined(separator: ", "))
        }
        guard status < 400 else { return added }
        let setByResponse = existing("Set-Cookie")
        for cookie in refreshedCookies {
            let name = cookie.prefix { $0 != "=" } + "="
            if !setByResponse.contains(where: { $0.hasPrefix(name) }) { added.append(WebHeader("Set-Cookie", cookie)) }
        }
        return added
    }
}
