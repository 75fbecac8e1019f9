import Foundation

@testable import TwilightTokenTools
@testable import TwilightTokens

extension TokenStudio {
    /// A studio on `document`, written as `name` in a new temporary folder, and the file.
    static func on(_ document: String, named name: String) throws -> (TokenStudio, URL) {
        let url = try write(document, to: name, in: try temporaryFolder())
        return (try TokenStudio(contentsOf: url), url)
    }

    /// The answer to `POST /api/edit` with `body`: its status and its text.
    func edit(_ body: [String: String]) async throws -> (status: Int, text: String) {
        let response = respond(method: "POST", path: "/api/edit", body: try JSONSerialization.data(withJSONObject: body))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }
}
