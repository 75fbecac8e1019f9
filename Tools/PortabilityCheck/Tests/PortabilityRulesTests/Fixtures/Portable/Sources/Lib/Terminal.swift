import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func send(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    #if canImport(Glibc)
    bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    #else
    bytes.withUnsafeBytes { Darwin.write(descriptor, $0.baseAddress, $0.count) }
    #endif
}

@available(macOS 15, iOS 18, *)
final class NewStore: Sendable {
    private let value = Mutex<Int>(0)
}

func count() -> Int {
    if #available(macOS 15, iOS 18, *) {
        let counter = Mutex(0)
        return counter.withLock { $0 }
    }
    return 0
}

func countAfterGuard() -> Int {
    guard #available(macOS 15, iOS 18, *) else { return 0 }
    return Mutex(1).withLock { $0 }
}

#if os(macOS) || os(Linux)
func runTool() throws {
    let process = Process()
    try process.run()
}
#endif

// Someone else's member named like the APIs is not them.
struct Job { var Process: Int = 0 }
func jobs(_ job: Job) -> Int { job.Process }

func decodeWhereAvailable(_ bytes: [UInt8]) -> String? {
    guard #available(macOS 15, iOS 18, *) else { return nil }
    return String(validating: bytes, as: UTF8.self)
}
