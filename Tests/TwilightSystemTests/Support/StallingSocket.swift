import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A Unix socket that accepts connections (the kernel does, from its backlog) and never
/// says a word: a bus that stalls.
final class StallingSocket {
    let fd: Int32
    let path: String

    init(path: String) throws {
        self.path = path
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        unsafe withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { unsafe buffer[index] = byte }
        }
        let bound = unsafe withUnsafePointer(to: &address) {
            unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { unsafe bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { throw HelperFailed(description: "cannot listen on \(path)") }
    }

    func close() {
        _ = Glibc.close(fd)
        unsafe unlink(path)
    }
}
