/// Whether `condition` holds within `timeout`, checked every 50 ms (a condition that throws
/// counts as not holding yet, until the last check).
public func eventually(timeout: Duration = .seconds(5), _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if (try? await condition()) == true { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}
