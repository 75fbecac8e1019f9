import Foundation

extension ServerSideAppearance {
    /// The appearance headers a response still lacks (``responseHeaders``): `Accept-CH` and
    /// `Critical-CH` when absent, and `Vary` with only the names it does not list yet
    /// (nothing under `Vary: *`); and `refreshedCookie` (a signed-in request's copy of its
    /// account's choice) as `Set-Cookie`, unless the response is an error (a refused change
    /// leaves the cookie alone) or sets the `theme` cookie itself. `existing` gives a
    /// field's values by name.
    public static func headersToAdd(to existing: (String) -> [String], status: Int, refreshedCookie: String? = nil) -> [WebHeader] {
        var added: [WebHeader] = responseHeaders.compactMap { header in
            guard header.name == "Vary" else { return existing(header.name).isEmpty ? WebHeader(header.name, header.value) : nil }
            let varying = existing("Vary").flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            guard !varying.contains("*") else { return nil }
            let names = header.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !varying.contains($0.lowercased()) }
            return names.isEmpty ? nil : WebHeader("Vary", names.joined(separator: ", "))
        }
        if let refreshedCookie, status < 400, !existing("Set-Cookie").contains(where: { $0.hasPrefix(cookieName + "=") }) {
            added.append(WebHeader("Set-Cookie", refreshedCookie))
        }
        return added
    }
}
