import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the remote-loading tests. It can misbehave
/// on purpose: answer with an error, cut the body short, or never answer.
final class TestHTTPServer: Sendable {
    enum Reply: Sendable {
        case ok(String)
        case status(Int)
        case truncated(String, claimedLength: Int)
        case stall
    }

    let port: UInt16
    private let socket: Int32
    private let routes: [String: Reply]

    init(routes: [String: Reply]) throws {
        self.routes = routes
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        unsafe setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = unsafe inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = unsafe withUnsafePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = unsafe withUnsafeMutablePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe getsockname(fd, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.socket = fd
        let routes = self.routes
        Thread.detachNewThread {
            while true {
                let connection = accept(fd, nil, nil)
                if connection < 0 { return }
                Thread.detachNewThread { Self.serve(connection, routes: routes) }
            }
        }
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private static func serve(_ connection: Int32, routes: [String: Reply]) {
        defer { close(connection) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsCRLFCRLF {
            let count = unsafe read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self)
        let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = unsafe bytes.withUnsafeBytes { unsafe write(connection, $0.baseAddress, $0.count) }
        }
        switch routes[path] ?? .status(404) {
        case .ok(let body):
            send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        case .status(let code):
            send("HTTP/1.1 \(code) Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        case .truncated(let body, let claimed):
            send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(claimed)\r\nConnection: close\r\n\r\n\(body)")
        case .stall:
            sleep(5)
        }
    }
}

extension [UInt8] {
    fileprivate var containsCRLFCRLF: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0] == 0x0D && self[$0 + 1] == 0x0A && self[$0 + 2] == 0x0D && self[$0 + 3] == 0x0A }
    }
}
