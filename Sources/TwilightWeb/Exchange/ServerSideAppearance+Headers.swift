import Foundation

extension ServerSideAppearance {
    /// The appearance headers a response still lacks (``responseHeaders``): `Accept-CH` and
    /// `Critical-CH` when absent, and `Vary` with only the names it does not list yet
    /// (nothing under `Vary: *`). `existing` gives a field's values by name.
    public static func headersToAdd(to existing: (String) -> [String]) -> [WebHeader] {
        responseHeaders.compactMap { header in
            guard header.name == "Vary" else { return existing(header.name).isEmpty ? WebHeader(header.name, header.value) : nil }
            let varying = existing("Vary").flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
            guard !varying.contains("*") else { return nil }
            let added = header.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !varying.contains($0.lowercased()) }
            return added.isEmpty ? nil : WebHeader("Vary", added.joined(separator: ", "))
        }
    }
}
