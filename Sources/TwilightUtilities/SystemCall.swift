#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls Twilight's targets make, for whichever C library the platform has:
/// by name where a method of the same name would shadow them (`TerminalDevice.write`,
/// `read`), and with Swift strings where C takes a path, so that code outside this file and
/// the other rooms of scripts/unsafe-rooms.txt needs no pointer.
package enum SystemCall {
    /// `read(2)`.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        unsafe Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        unsafe Musl.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        unsafe Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        unsafe Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        unsafe Musl.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        unsafe Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// `close(2)`.
    @discardableResult
    package static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #elseif canImport(Musl)
        Musl.close(descriptor)
        #elseif canImport(Darwin)
        Darwin.close(descriptor)
        #endif
    }

    /// `open(2)` of `path` (passed to C as a NUL-terminated copy for the call's length).
    package static func open(_ path: String, _ flags: Int32, _ mode: Int = 0) -> Int32 {
        #if canImport(Glibc)
        unsafe path.withCString { unsafe Glibc.open($0, flags, mode_t(mode)) }
        #elseif canImport(Musl)
        unsafe path.withCString { unsafe Musl.open($0, flags, mode_t(mode)) }
        #elseif canImport(Darwin)
        unsafe path.withCString { unsafe Darwin.open($0, flags, mode_t(mode)) }
        #endif
    }

    /// `unlink(2)`.
    @discardableResult
    package static func unlink(_ path: String) -> Int32 {
        #if canImport(Glibc)
        unsafe path.withCString { unsafe Glibc.unlink($0) }
        #elseif canImport(Musl)
        unsafe path.withCString { unsafe Musl.unlink($0) }
        #elseif canImport(Darwin)
        unsafe path.withCString { unsafe Darwin.unlink($0) }
        #endif
    }

    /// The system's words for the error `code` (`strerror(3)`, copied out at once).
    package static func reason(_ code: Int32) -> String {
        unsafe String(cString: strerror(code))
    }

    /// Whether `path` names a folder, symbolic links followed; `false` when nothing is there.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return unsafe stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
