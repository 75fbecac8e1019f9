import Testing

/// The body limit as a socket meets it: a streamed body, as a browser sends it, of 4 095,
/// 4 096 and 4 097 bytes. The in-process cases cannot show this — their bodies arrive
/// collected, and Vapor refused a streamed body of exactly its limit.
@Suite("Web conformance: the body limit on a live server")
struct BodyLimitTests {
    @Test(arguments: Framework.allCases)
    func aBodyUpToTheLimitIsReadAndOneByteMoreIsRefused(_ framework: Framework) async throws {
        try await ConformanceSite.withAccounts { accounts in
            try await LiveServer.with(framework, accounts: accounts) { port in
                for (size, status) in [(4095, "303"), (4096, "303"), (4097, "413")] {
                    let body = "theme=dark&pad=" + String(repeating: "x", count: size - 15)
                    let client = try RawClient(port: port)
                    client.send(
                        "POST /theme HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
                    )
                    let answer = await statusLine(from: client)
                    #expect(answer.hasPrefix("HTTP/1.1 \(status)"), "\(framework) with \(size) bytes: \(answer)")
                }
            }
        }
    }

    /// The answer's status line, read in short polls with sleeps between, so that the
    /// handlers of the server in this process (Vapor's run on the same cooperative threads
    /// as this test) are not starved by a blocking read.
    private func statusLine(from client: RawClient) async -> String {
        var answer = ""
        let deadline = ContinuousClock.now + .seconds(10)
        while !answer.contains("\r\n"), ContinuousClock.now < deadline {
            answer += client.receive(timeout: 0.01)
            try? await Task.sleep(for: .milliseconds(10))
        }
        return String(answer.prefix { $0 != "\r\n" })
    }
}
