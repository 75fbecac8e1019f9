import Foundation
public import Logging
import Testing

/// A real PostgreSQL server from Debian's packages, started for one test in a temporary
/// folder (`initdb`, `pg_ctl`; a private socket folder and a free loopback port) and
/// stopped by ``stop()``. As root, the server runs as the `postgres` user, since
/// `initdb` refuses root.
public final class PostgresTestServer: Sendable {
    /// The temporary folder: the data, the log and the server's socket.
    public let folder: String
    /// The loopback TCP port the server listens on.
    public let port: Int
    private let binaries: String

    /// The role every test connects as (no password; `trust` on loopback).
    public static let user = "twilight"

    /// `postgres://twilight@127.0.0.1:PORT/postgres?sslmode=disable`, the server's
    /// `postgres` database.
    public var url: String { "postgres://\(Self.user)@127.0.0.1:\(port)/postgres?sslmode=disable" }

    /// A logger for the tests' database clients that keeps only warnings and errors (a
    /// stopped server would otherwise log every reconnection attempt).
    public static var quietLogger: Logger {
        var logger = Logger(label: "test.postgres")
        logger.logLevel = .warning
        return logger
    }

    /// Starts a server, or returns `nil` (a printed skip; a failure under `CI=true`) when
    /// PostgreSQL is not installed.
    public static func start() throws -> PostgresTestServer? {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let version = versions.sorted().last,
            let binaries = requirePart("/usr/lib/postgresql/\(version)/bin/pg_ctl", "the PostgreSQL tests need a server (apt-get install postgresql)")
        else {
            if versions.isEmpty { reportMissingPart("the PostgreSQL tests need a server (apt-get install postgresql)") }
            return nil
        }
        let server = PostgresTestServer(binaries: URL(fileURLWithPath: binaries).deletingLastPathComponent().path)
        try server.run("initdb", ["-D", server.folder + "/data", "-A", "trust", "-U", Self.user])
        try server.startServer()
        return server
    }

    private init(binaries: String) {
        self.binaries = binaries
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("twilight-pg-\(UUID().uuidString.prefix(8))").path
        port = Self.freeLoopbackPort()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if getuid() == 0 { _ = Self.shell("/bin/chown", ["-R", "postgres:postgres", folder]) }
    }

    /// Starts (or restarts) the server process.
    public func startServer() throws {
        try run("pg_ctl", startArguments)
    }

    /// Stops the server process (fast: open connections are closed); the data stays.
    public func stopServer() {
        try? run("pg_ctl", stopArguments)
    }

    /// Stops the server and removes its folder.
    public func stop() {
        stopServer()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The command lines that stop and start the server again, for a helper program that
    /// drives an outage itself.
    public var stopAndStartCommands: (stop: [String], start: [String]) {
        (command("pg_ctl", stopArguments), command("pg_ctl", startArguments))
    }

    /// The command line that runs `sql` and prints the rows' values unaligned.
    public func queryCommand(_ sql: String) -> [String] {
        [binaries + "/psql", url, "-tAc", sql]
    }

    private var startArguments: [String] {
        ["-D", folder + "/data", "-o", "-k \(folder) -p \(port) -c listen_addresses=127.0.0.1", "-l", folder + "/log", "-w", "start"]
    }

    private var stopArguments: [String] { ["-D", folder + "/data", "-m", "fast", "-w", "stop"] }

    /// The command line that runs `tool` (as `postgres` when running as root).
    private func command(_ tool: String, _ arguments: [String]) -> [String] {
        getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", binaries + "/" + tool] + arguments : [binaries + "/" + tool] + arguments
    }

    private func run(_ tool: String, _ arguments: [String]) throws {
        let line = command(tool, arguments)
        let status = Self.shell(line[0], Array(line.dropFirst()))
        guard status == 0 else {
            let log = (try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? ""
            throw PostgresTestServerError(description: "\(tool) exited with \(status)\n\(log.suffix(2000))")
        }
    }

    /// Runs a program to its end with `posix_spawn` and `waitpid` (Foundation's `Process`
    /// waits on a run loop, which an async test's thread does not run), its output discarded.
    @discardableResult
    private static func shell(_ executable: String, _ arguments: [String]) -> Int32 {
        var actions = unsafe posix_spawn_file_actions_t()
        unsafe posix_spawn_file_actions_init(&actions)
        defer { unsafe posix_spawn_file_actions_destroy(&actions) }
        unsafe posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        unsafe posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = unsafe ([executable] + arguments).map { unsafe strdup($0) } + [nil]
        defer { for index in unsafe argv.indices { unsafe free(argv[index]) } }
        var pid: pid_t = 0
        guard unsafe posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while unsafe waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    /// A loopback port nothing listens on now.
    private static func freeLoopbackPort() -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = unsafe inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = unsafe withUnsafeMutablePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = unsafe Glibc.bind(socket, pointer, length)
                return unsafe getsockname(socket, pointer, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// A PostgreSQL tool failed; the description has its exit status and the log's end.
public struct PostgresTestServerError: Error, CustomStringConvertible {
    public let description: String
}
