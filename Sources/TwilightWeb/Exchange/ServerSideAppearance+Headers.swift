import Foundation

extension ServerSideAppearance {
    /// The appearance headers a response still lacks (`responseHeaders`): `Accept-CH` and
    /// `Critical-CH` when absent, and `Vary` with only the names it does not list yet
    /// (nothing under `Vary: *`); and each of `refreshedCookies` (a signed-in request's copies
    /// of its account's choice, from `AccountAppearance.appearance(for:cookieHeader:clientHint:site:secureCookie:)`)
    /// as `Set-Cookie`, unless the response is an error (a refused change leaves the cookies
    /// alone) or sets a cookie of that name itself. `existing` gives a field's values by name.
    package static func headersToAdd(to existing: (String) -> [String], status: Int, refreshedCookies: [String]) -> [WebHeader] {
        var added: [WebHeader] = responseHeaders.compactMap { header in
            guard header.name == "Vary" else { return existing(header.name).isEmpty ? WebHeader(header.name, header.value) : nil }
            let varying = existing("Vary").flatMap { $0.split(separator: ",").map { $0.trimmingBlanks.lowercased() } }
            guard !varying.contains("*") else { return nil }
            let names = varyingWith.filter { !varying.contains($0.lowercased()) }
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
