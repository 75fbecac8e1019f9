import Foundation
import Twilight
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connection to a D-Bus bus, in pure Swift: Unix sockets, SASL `EXTERNAL`
/// authentication, method calls with a timeout, and signal subscriptions.
///
/// ```swift
/// let bus = try await DBusConnection.connect(timeout: .milliseconds(100))
/// let reply = try await bus.call(destination: "org.freedesktop.portal.Desktop",
///     path: "/org/freedesktop/portal/desktop", interface: "org.freedesktop.portal.Settings",
///     member: "ReadOne", body: [.string("org.freedesktop.appearance"), .string("color-scheme")],
///     timeout: .milliseconds(100))
/// ```
///
/// A background thread reads the socket and hands replies and signals to their waiters.
/// Every wait has a deadline, so a bus that accepts and then stalls costs at most the
/// time allowed.
package final class DBusConnection: Sendable {
    private let core: Core
    /// The unique name the bus gave this connection, such as `:1.42`.
    package let uniqueName: String

    private init(core: Core, uniqueName: String) {
        self.core = core
        self.uniqueName = uniqueName
    }

    deinit {
        core.shutDown()
    }

    /// Connects to the session bus at `address` (by default `DBUS_SESSION_BUS_ADDRESS`),
    /// authenticates and says `Hello`, all within `timeout`.
    package static func connect(
        address: String? = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"],
        timeout: Duration
    ) async throws(DBusError) -> DBusConnection {
        guard let address, !address.isEmpty else { throw .invalidAddress("DBUS_SESSION_BUS_ADDRESS is not set") }
        let addresses = try DBusAddress.parse(address)
        let deadline = ContinuousClock.now + timeout
        let core = try await Core.open(addresses, deadline: deadline)
        core.startReading()
        let remaining = deadline - ContinuousClock.now
        do throws(DBusError) {
            let reply = try await core.call(
                DBusMessage(
                    kind: .methodCall,
                    path: "/org/freedesktop/DBus",
                    interface: "org.freedesktop.DBus",
                    member: "Hello",
                    destination: "org.freedesktop.DBus"
                ),
                timeout: max(remaining, .milliseconds(1))
            )
            guard case .string(let name)? = reply.first else { throw DBusError.malformed("Hello answered without a name") }
            return DBusConnection(core: core, uniqueName: name)
        } catch {
            core.shutDown()
            throw error
        }
    }

    /// Calls a method and returns the reply's body, or throws the error reply as
    /// ``DBusError/remote(name:message:)``.
    package func call(
        destination: String,
        path: String,
        interface: String,
        member: String,
        body: [DBusValue] = [],
        timeout: Duration
    ) async throws(DBusError) -> [DBusValue] {
        try await core.call(
            DBusMessage(kind: .methodCall, path: path, interface: interface, member: member, destination: destination, body: body),
            timeout: timeout
        )
    }

    /// Signals from `interface` (and `member`, `path` if given), from now on. The match
    /// rule is registered with the bus before this returns.
    package func signals(
        interface: String,
        member: String? = nil,
        path: String? = nil,
        timeout: Duration
    ) async throws(DBusError) -> AsyncStream<DBusMessage> {
        var rule = "type='signal',interface='\(interface)'"
        if let member { rule += ",member='\(member)'" }
        if let path { rule += ",path='\(path)'" }
        let stream = core.subscribe { message in
            message.interface == interface && (member == nil || message.member == member) && (path == nil || message.path == path)
        }
        _ = try await call(
            destination: "org.freedesktop.DBus",
            path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus",
            member: "AddMatch",
            body: [.string(rule)],
            timeout: timeout
        )
        return stream
    }

    /// Closes the connection; waiting calls fail with ``DBusError/disconnected``.
    package func close() {
        core.shutDown()
    }

    /// Whether the connection has closed.
    package var isClosed: Bool { core.isClosed }
}

extension DBusConnection {
    /// The socket, the handshake, and the reader thread's shared state.
    final class Core: Sendable {
        private struct State {
            var nextSerial: UInt32 = 1
            var pending: [UInt32: CheckedContinuation<DBusMessage, any Error>] = [:]
            var closed = false
        }

        let socket: Int32
        private let state = LockedValue(State())
        /// Every subscription's stream of signals; closed with the connection.
        private let signals = StreamBroadcast<DBusMessage>(keeping: 64)
        /// Held while writing to the socket or closing it, so that a write never reaches a
        /// descriptor number the reader thread has closed (and the system may have reused);
        /// `true` once the socket is closed.
        private let writing = LockedValue(false)

        private init(socket: Int32) {
            self.socket = socket
        }

        var isClosed: Bool { state.withLock { $0.closed } }

        /// Opens and authenticates a socket on a helper thread; if the deadline passes
        /// first the socket is shut down, which ends the helper's blocking reads.
        static func open(_ addresses: [DBusAddress], deadline: ContinuousClock.Instant) async throws(DBusError) -> Core {
            /// Shared by the helper thread and the deadline task.
            final class Attempt: Sendable {
                let socket = LockedValue<Int32>(-1)
                let resumed = LockedValue(false)
            }
            let attempt = Attempt()
            do {
                return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Core, any Error>) in
                    @Sendable @discardableResult func finish(_ result: Result<Core, DBusError>) -> Bool {
                        let first = attempt.resumed.withLock { resumed in
                            defer { resumed = true }
                            return !resumed
                        }
                        if first {
                            continuation.resume(with: result.mapError { $0 as any Error })
                        } else if case .success(let late) = result {
                            _ = SystemCall.close(late.socket)  // the deadline passed first
                        }
                        return first
                    }
                    Thread.detachNewThread {
                        var socket: Int32 = -1
                        do throws(DBusError) {
                            socket = try connectSocket(addresses)
                            let connected = socket
                            let abandoned = attempt.socket.withLock { stored in
                                stored = connected
                                return attempt.resumed.withLock { $0 }
                            }
                            if abandoned {
                                _ = SystemCall.close(socket)
                                return
                            }
                            try authenticate(socket)
                            finish(.success(Core(socket: socket)))
                        } catch {
                            if socket >= 0 { _ = SystemCall.close(socket) }
                            finish(.failure(error))
                        }
                    }
                    Task {
                        try? await Task.sleep(until: deadline, clock: .continuous)
                        // Resume first, then unblock the helper, which sees the socket shut.
                        guard finish(.failure(.timedOut)) else { return }
                        attempt.socket.withLock { socket in if socket >= 0 { _ = shutdown(socket, Int32(SHUT_RDWR)) } }
                    }
                }
            } catch let error as DBusError {
                throw error
            } catch {
                throw .connectionFailed("\(error)")
            }
        }

        private static func connectSocket(_ addresses: [DBusAddress]) throws(DBusError) -> Int32 {
            var lastError = "no address"
            for address in addresses {
                #if canImport(Glibc)
                let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
                #else
                let socket = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
                #endif
                guard socket >= 0 else { throw .connectionFailed("socket(): \(SystemCall.reason(errno))") }
                var storage = sockaddr_un()
                storage.sun_family = sa_family_t(AF_UNIX)
                let pathBytes: [UInt8]
                switch address {
                case .unixPath(let path): pathBytes = Array(path.utf8)
                case .unixAbstract(let name): pathBytes = [0] + Array(name.utf8)
                }
                let capacity = MemoryLayout.size(ofValue: storage.sun_path)
                guard pathBytes.count < capacity else {
                    _ = SystemCall.close(socket)
                    lastError = "the socket path is too long"
                    continue
                }
                unsafe withUnsafeMutableBytes(of: &storage.sun_path) { buffer in
                    for (index, byte) in pathBytes.enumerated() { unsafe buffer[index] = byte }
                }
                let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + pathBytes.count + (pathBytes.first == 0 ? 0 : 1))
                let result = unsafe withUnsafePointer(to: &storage) {
                    unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe systemConnect(socket, $0, length) }
                }
                if result == 0 { return socket }
                lastError = "\(address): \(SystemCall.reason(errno))"
                _ = SystemCall.close(socket)
            }
            throw .connectionFailed(lastError)
        }

        /// SASL: a NUL byte, `AUTH EXTERNAL <uid in hex>`, `OK <guid>`, `BEGIN`.
        private static func authenticate(_ socket: Int32) throws(DBusError) {
            let uid = String(getuid())
            let hexUID = uid.utf8.map { String(format: "%02x", $0) }.joined()
            try writeAll(socket, [0] + Array("AUTH EXTERNAL \(hexUID)\r\n".utf8))
            let reply = try readLine(socket)
            guard reply.hasPrefix("OK ") else { throw .authenticationFailed(reply.isEmpty ? "no reply" : String(reply.prefix(100))) }
            try writeAll(socket, Array("BEGIN\r\n".utf8))
        }

        private static func readLine(_ socket: Int32) throws(DBusError) -> String {
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while line.count < 512 {
                let count = unsafe read(socket, &byte, 1)
                if count <= 0 { throw .authenticationFailed("the bus closed the connection during authentication") }
                if byte == 0x0A { break }
                line.append(byte)
            }
            guard line.last == 0x0D else { throw .authenticationFailed("an over-long or unterminated reply") }
            return String(decoding: line.dropLast(), as: UTF8.self)
        }

        /// Sends every byte, waiting for room in the socket's buffer at most until
        /// `deadline`: a bus that stops reading cannot hold a thread past it.
        ///
        /// - Throws: ``DBusError/timedOut`` with `partial` set when some bytes went out (the
        ///   stream is then broken), ``DBusError/disconnected`` when the socket is gone.
        static func writeAll(
            _ socket: Int32,
            _ bytes: [UInt8],
            until deadline: ContinuousClock.Instant? = nil,
            partial: inout Bool
        ) throws(DBusError) {
            var sent = 0
            while sent < bytes.count {
                let flags = Int32(MSG_NOSIGNAL) | (deadline == nil ? 0 : Int32(MSG_DONTWAIT))
                let count = unsafe bytes[sent...].withUnsafeBytes { unsafe send(socket, $0.baseAddress, $0.count, flags) }
                if count < 0, errno == EINTR { continue }
                if count < 0, errno == EAGAIN || errno == EWOULDBLOCK, let deadline {
                    let remaining = deadline - ContinuousClock.now
                    let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
                    guard milliseconds > 0 else {
                        partial = sent > 0
                        throw .timedOut
                    }
                    var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
                    _ = unsafe poll(&poller, 1, Int32(min(milliseconds, Int64(Int32.max))))
                    continue
                }
                guard count > 0 else { throw .disconnected }
                sent += count
            }
        }

        static func writeAll(_ socket: Int32, _ bytes: [UInt8]) throws(DBusError) {
            var partial = false
            try writeAll(socket, bytes, partial: &partial)
        }

        private func readExactly(_ count: Int) -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let got = unsafe buffer[filled...].withUnsafeMutableBytes { unsafe read(socket, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return nil }
                filled += got
            }
            return buffer
        }

        /// Reads messages until the socket closes or sends garbage, then fails every waiter.
        func startReading() {
            Thread.detachNewThread { [self] in
                while let header = readExactly(16) {
                    guard let total = try? DBusMessage.totalLength(ofHeader: header), total >= 16,
                        let rest = readExactly(total - 16),
                        let message = try? DBusMessage.decode(header + rest)
                    else { break }
                    dispatch(message)
                }
                shutDown()
                writing.withLock { closed in
                    closed = true
                    _ = SystemCall.close(socket)
                }
            }
        }

        private func dispatch(_ message: DBusMessage) {
            switch message.kind {
            case .methodReturn, .error:
                guard let serial = message.replySerial,
                    let continuation = state.withLock({ $0.pending.removeValue(forKey: serial) })
                else { return }
                continuation.resume(returning: message)
            case .signal:
                signals.yield(message)
            case .methodCall:
                break  // this client exports nothing
            }
        }

        func subscribe(_ filter: @escaping @Sendable (DBusMessage) -> Bool) -> AsyncStream<DBusMessage> {
            signals.stream { message in filter(message) ? message : nil }
        }

        func call(_ message: DBusMessage, timeout: Duration) async throws(DBusError) -> [DBusValue] {
            var message = message
            let serial: UInt32? = state.withLock { state in
                guard !state.closed else { return nil }
                defer {
                    state.nextSerial &+= 1
                    if state.nextSerial == 0 { state.nextSerial = 1 }
                }
                return state.nextSerial
            }
            guard let serial else { throw .disconnected }
            message.serial = serial
            let bytes = try message.encoded()
            let deadline = ContinuousClock.now + timeout
            let reply: DBusMessage
            do {
                reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<DBusMessage, any Error>) in
                    let registered = state.withLock { state in
                        guard !state.closed else { return false }
                        state.pending[serial] = continuation
                        return true
                    }
                    guard registered else {
                        continuation.resume(throwing: DBusError.disconnected)
                        return
                    }
                    // The deadline covers sending too: a bus whose buffer is full cannot
                    // hold this thread past it.
                    Task { [weak self] in
                        try? await Task.sleep(until: deadline, clock: .continuous)
                        if let waiting = self?.state.withLock({ $0.pending.removeValue(forKey: serial) }) {
                            waiting.resume(throwing: DBusError.timedOut)
                        }
                    }
                    var partial = false
                    do throws(DBusError) {
                        try writing.withLock { closed throws(DBusError) in
                            guard !closed else { throw DBusError.disconnected }
                            try Self.writeAll(socket, bytes, until: deadline, partial: &partial)
                        }
                    } catch {
                        if let waiting = state.withLock({ $0.pending.removeValue(forKey: serial) }) { waiting.resume(throwing: error) }
                        // Half a message went out: nothing more can be framed on this stream.
                        if partial { shutDown() }
                        return
                    }
                }
            } catch let error as DBusError {
                throw error
            } catch {
                throw .disconnected
            }
            if reply.kind == .error {
                var text: String? = nil
                if case .string(let detail)? = reply.body.first { text = detail }
                throw .remote(name: reply.errorName ?? "org.freedesktop.DBus.Error.Failed", message: text)
            }
            return reply.body
        }

        /// Marks the connection closed, fails every waiter, ends every subscription and
        /// shuts the socket down (the reader thread then closes it).
        func shutDown() {
            let (pending, wasOpen) = state.withLock { state in
                defer {
                    state.pending = [:]
                    state.closed = true
                }
                return (Array(state.pending.values), !state.closed)
            }
            if wasOpen { _ = shutdown(socket, Int32(SHUT_RDWR)) }
            for continuation in pending { continuation.resume(throwing: DBusError.disconnected) }
            signals.close()
        }
    }
}

/// `connect(2)`, named apart from the connection's own `connect`.
private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    #if canImport(Glibc)
    unsafe Glibc.connect(socket, address, length)
    #elseif canImport(Darwin)
    Darwin.connect(socket, address, length)
    #endif
}
