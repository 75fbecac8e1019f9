package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file that must be a regular file of bounded size, with errors that say what
/// the path is when it is not one: a folder, a named pipe, a device (`/dev/null`,
/// `/dev/stdin` on a terminal), or too large. Shared by Twilight's stores, token loading
/// and the `twilight` tool; never blocks on a pipe.
package enum RegularFile {
    /// Why a file could not be read, as a phrase that follows its path
    /// (`"is a folder, not a regular file"`).
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// What is wrong, without the path.
        package let reason: String
        /// Whether there is no file at the path at all.
        package let isMissing: Bool
        package var description: String { reason }
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most
    /// `maximumSize` of them.
    package static func contents(atPath path: String, maximumSize: Int) throws(Failure) -> Data {
        var info = stat()
        guard unsafe stat(path, &info) == 0 else {
            let code = errno  // before anything else can change it
            throw Failure(reason: code == ENOENT ? "does not exist" : "cannot be read: \(SystemCall.reason(code))", isMissing: code == ENOENT)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(reason: "is \(describeKind(info.st_mode)), not a regular file", isMissing: false)
        }
        guard Int(info.st_size) <= maximumSize else {
            throw Failure(reason: "is \(info.st_size) bytes: at most \(maximumSize) are read", isMissing: false)
        }
        let descriptor = unsafe open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw Failure(reason: "cannot be opened: \(SystemCall.reason(code))", isMissing: code == ENOENT)
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = unsafe chunk.withUnsafeMutableBytes { unsafe read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot be read: \(SystemCall.reason(errno))", isMissing: false)
            }
            data.append(contentsOf: chunk[0..<count])
            guard data.count <= maximumSize else {
                throw Failure(reason: "grew past \(maximumSize) bytes while being read", isMissing: false)
            }
        }
    }

    private static func describeKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
