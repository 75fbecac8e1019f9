import Foundation

@testable import TwilightTokenTools
@testable import TwilightTokens

extension TokenStudio {
    /// A studio on `document`, written as `name` in a new temporary folder, and the file.
    static func on(_ document: String, named name: String) throws -> (TokenStudio, URL) {
        let url = try write(document, to: name, in: try temporaryFolder())
        return (try TokenStudio(contentsOf: url), url)
    }

    /// What the page shows now: the answer to `GET /api/document`. (An edit's own answer
    /// holds only what changed since the last snapshot sent.)
    nonisolated func shown() async throws -> [String: Any] {
        let response = await respond(method: "GET", path: "/api/document", body: Data())
        return try JSONSerialization.jsonObject(with: response.body) as? [String: Any] ?? [:]
    }

    /// The answer to `POST /api/edit` with `body`: its status and its text.
    func edit(_ body: [String: String]) async throws -> (status: Int, text: String) {
        let response = respond(method: "POST", path: "/api/edit", body: try JSONSerialization.data(withJSONObject: body))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }
}
