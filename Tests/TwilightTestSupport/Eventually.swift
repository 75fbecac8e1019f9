import Foundation

/// The one way tests wait: for a condition they expect to see, checked every 50 ms until
/// `timeout`, never for a fixed time. A condition that throws counts as not holding yet,
/// until the last check, whose error is passed on.
public func eventually(timeout: Duration = .seconds(5), _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if (try? await condition()) == true { return true }
        try await Task.sleep(for: pollingInterval)
    }
    return try await condition()
}

/// ``eventually(timeout:_:)`` for a synchronous helper (one that drives a terminal or a
/// child process and cannot await): the thread sleeps between checks.
public func eventuallyBlocking(timeout: Duration = .seconds(10), _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if (try? condition()) == true { return true }
        Thread.sleep(forTimeInterval: Double(pollingInterval.components.attoseconds) / 1e18)
    }
    return try condition()
}

/// How often a waiting test looks again.
private let pollingInterval = Duration.milliseconds(50)
