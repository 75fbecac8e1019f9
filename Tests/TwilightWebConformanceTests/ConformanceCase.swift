import Testing

/// One request and what any server's answer must show: the status, header facts and body
/// facts. Written once; every framework's glue runs every case.
///
/// Requests with `X-Account` are signed in, on a site whose account `ada` chose Dark,
/// `bob` nothing, `cy` the brand Forest and `dee` the site's default brand (the site
/// offers Ocean and Forest).
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    var name: String
    var method: String
    var path: String
    var headers: [(String, String)] = []
    var body: String = ""
    var status: Int
    /// Header fields the answer must have; a `nil` value means any value.
    var has: [(String, String?)] = []
    /// Header fields the answer must not have.
    var lacks: [String] = []
    /// Texts the body must contain, and must not.
    var contains: [String] = []
    var excludes: [String] = []

    var testDescription: String { name }
}

/// An answer, whatever the framework: header names lowercased.
struct Answer {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: String

    func values(_ name: String) -> [String] { headers.filter { $0.name == name.lowercased() }.map(\.value) }
}
