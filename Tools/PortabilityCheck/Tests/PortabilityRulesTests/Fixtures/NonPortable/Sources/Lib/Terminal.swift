import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The module is imported under #if, but the calls name it everywhere.
func send(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
}

var savedSettings: Glibc.termios?

final class Store: Sendable {
    private let value = Mutex<Int>(0)
}

func runTool() throws {
    let process = Process()
    try process.run()
}
