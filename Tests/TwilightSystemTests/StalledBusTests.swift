import Foundation
import Testing
import TwilightTestSupport

@testable import TwilightSystem

#if canImport(Glibc)
import Glibc
#endif

/// A bus that completes the handshake, answers `Hello`, and then never reads again: its
/// socket buffer fills and every further write would block.
final class HandshakeThenStallBus: @unchecked Sendable {
    // @unchecked: `listener` and `path` are immutable; `client` is written once by the
    // accepting thread before `ready` is signalled and read only after waiting on it.
    let path: String
    private let listener: StallingSocket
    private var client: Int32 = -1
    private let ready = DispatchSemaphore(value: 0)

    init() throws {
        path = scratchFile("stall", suffix: "socket")
        listener = try StallingSocket(path: path)
        Thread.detachNewThread { [self] in
            let connection = accept(listener.fd, nil, nil)
            guard connection >= 0 else { return }
            client = connection
            var received: [UInt8] = []
            var byte: UInt8 = 0
            var answeredAuth = false
            // Reads byte by byte until BEGIN, so that nothing after it is consumed.
            while unsafe read(connection, &byte, 1) == 1 {
                received.append(byte)
                let text = String(decoding: received, as: UTF8.self)
                if !answeredAuth, text.contains("AUTH EXTERNAL"), text.hasSuffix("\r\n") {
                    unsafe send(connection, "OK 0123456789abcdef0123456789abcdef\r\n", 37, Int32(MSG_NOSIGNAL))
                    answeredAuth = true
                } else if text.hasSuffix("BEGIN\r\n") {
                    break
                }
            }
            // Hello is serial 1: read its 16-byte header and the rest, then answer it.
            var header = [UInt8](repeating: 0, count: 16)
            guard unsafe recv(connection, &header, 16, Int32(MSG_WAITALL)) == 16,
                let total = try? DBusMessage.totalLength(ofHeader: header)
            else { return }
            var rest = [UInt8](repeating: 0, count: total - 16)
            _ = unsafe recv(connection, &rest, rest.count, Int32(MSG_WAITALL))
            var reply = DBusMessage(kind: .methodReturn, body: [.string(":1.7")])
            reply.serial = 1
            reply.replySerial = 1
            if let bytes = try? reply.encoded() { _ = unsafe send(connection, bytes, bytes.count, Int32(MSG_NOSIGNAL)) }
            ready.signal()
        }
    }

    var address: String { "unix:path=\(path)" }

    func stop() {
        ready.signal()
        if client >= 0 { close(client) }
        listener.close()
    }
}

@Suite("A bus that stops reading")
struct StalledBusTests {
    @Test(.timeLimit(.minutes(1)))
    func aCallWhoseWriteCannotFinishEndsAtItsDeadline() async throws {
        let bus = try HandshakeThenStallBus()
        defer { bus.stop() }
        let connection = try await DBusConnection.connect(address: bus.address, timeout: .seconds(2))
        #expect(connection.uniqueName == ":1.7")
        func call(_ member: String, body: [DBusValue] = []) async throws {
            _ = try await connection.call(
                destination: "org.example",
                path: "/",
                interface: "org.example.Sink",
                member: member,
                body: body,
                timeout: .milliseconds(100)
            )
        }
        let big = String(repeating: "x", count: 8 << 20)  // far more than a socket buffer holds
        // A write that the deadline did not cover would block until the time limit.
        await #expect(throws: DBusError.timedOut) { try await call("Take", body: [.string(big)]) }
        #expect(connection.isClosed, "half a message went out, so the connection is closed")
        await #expect(throws: DBusError.disconnected) { try await call("Ping") }
    }
}
