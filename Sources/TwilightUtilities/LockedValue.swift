import Foundation

/// A value behind a lock, for state shared across threads: the `Mutex` shape
/// (`withLock`) on `NSLock`, which exists on every platform Twilight declares.
///
/// Twilight declares macOS 14, iOS 17, tvOS 17 and watchOS 10 (Observation's floor);
/// `Synchronization.Mutex` needs macOS 15, iOS 18, tvOS 18 and watchOS 11, so it is not
/// used (`scripts/check-portability.sh` fails on an unguarded use).
package final class LockedValue<Value>: @unchecked Sendable {
    // Safe to share: `value` is only read or written inside `withLock`, under `lock`,
    // and values go in and out as `sending`, as with `Mutex`.
    private let lock = NSLock()
    private var value: Value

    /// Creates the lock around `value`.
    package init(_ value: sending Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
