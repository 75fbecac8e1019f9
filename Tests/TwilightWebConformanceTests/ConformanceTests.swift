import Testing

/// Every case against every framework, and the two frameworks against each other.
@Suite("Web conformance: Hummingbird and Vapor")
struct ConformanceTests {
    @Test(arguments: Framework.allCases, ConformanceCases.all)
    func theAnswerShowsWhatTheCaseRequires(_ framework: Framework, _ request: ConformanceCase) async throws {
        let answer = try await framework.answer(request)
        #expect(answer.status == request.status, "\(answer.body)")
        for (name, value) in request.has {
            let values = answer.values(name)
            if let value {
                #expect(values.contains(value), "\(name): \(values)")
            } else {
                #expect(!values.isEmpty, "\(name) is missing")
            }
        }
        for name in request.lacks { #expect(answer.values(name).isEmpty, "\(name): \(answer.values(name))") }
        for text in request.contains { #expect(answer.body.contains(text), "\(answer.body)") }
        for text in request.excludes { #expect(!answer.body.contains(text), "\(answer.body)") }
    }

    /// Beyond the facts the case names: the same status, body and headers (but those a
    /// framework adds for transport: date, server, length, connection).
    @Test(arguments: ConformanceCases.all)
    func hummingbirdAndVaporAnswerAlike(_ request: ConformanceCase) async throws {
        let transport: Set<String> = ["date", "server", "content-length", "connection", "transfer-encoding"]
        func comparable(_ answer: Answer) -> [String] {
            answer.headers.filter { !transport.contains($0.name) }.map { "\($0.name): \($0.value)" }.sorted()
        }
        let hummingbird = try await Framework.hummingbird.answer(request)
        let vapor = try await Framework.vapor.answer(request)
        #expect(hummingbird.status == vapor.status)
        #expect(hummingbird.body == vapor.body)
        #expect(comparable(hummingbird) == comparable(vapor))
    }
}
