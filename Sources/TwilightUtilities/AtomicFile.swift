package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a file so that a reader sees the old file or the new one, never part of one:
/// a temporary file in the same folder, flushed to disk, renamed over the old one. Shared
/// by the preference stores and the token studio's saves.
package enum AtomicFile {
    /// The path that `path` finally names, following symbolic links (a dangling link too),
    /// so that a write replaces the link's target and never the link itself.
    package static func resolvingLinks(_ path: String) throws(RegularFile.Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard unsafe lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = unsafe readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        throw RegularFile.Failure(reason: "has too many levels of symbolic links", isMissing: false)
    }

    /// Replaces the file at `path` (a resolved path, not a link, in a folder that exists)
    /// with `data`; the file keeps its permissions (a new one gets `0644`).
    package static func replace(_ path: String, with data: Data) throws(RegularFile.Failure) {
        var info = stat()
        let mode = unsafe stat(path, &info) == 0 ? mode_t(info.st_mode & 0o7777) : 0o644
        let temporary = temporaryPrefix(of: path) + "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        try writeNewFile(data, at: temporary, mode: mode)
        guard unsafe rename(temporary, path) == 0 else {
            let error = failure("cannot be replaced")
            unsafe unlink(temporary)
            throw error
        }
    }

    /// `.<name>.` in the file's folder: the start of every temporary file of `path`.
    package static func temporaryPrefix(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + ".\(name)."
    }

    /// The temporary files of `path` in its folder (named `.<name>.<process>.<random>.tmp`
    /// by ``replace(_:with:)``), each with the process number of the writer that made it,
    /// `nil` where the name is not shaped so.
    package static func temporaryFiles(of path: String) -> [(path: String, writer: pid_t?)] {
        let prefix = temporaryPrefix(of: path)
        let folder = (prefix as NSString).deletingLastPathComponent
        let start = (prefix as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        return names.filter { $0.hasPrefix(start) && $0.hasSuffix(".tmp") }.map { name in
            let fields = name.dropFirst(start.count).dropLast(".tmp".count).split(separator: ".", omittingEmptySubsequences: false)
            let writer = fields.count == 2 && UInt32(fields[1]) != nil ? pid_t(fields[0]).flatMap { $0 > 0 ? $0 : nil } : nil
            return ((folder.isEmpty ? "" : folder + "/") + name, writer)
        }
    }

    /// Removes the temporary files beside `path` that writers killed between writing and
    /// renaming left behind: those whose name carries the process number of no running
    /// process. A running writer's file is never touched. (A writer in another PID namespace
    /// sharing the folder looks ended: at worst its rename fails and it reports its save as
    /// failed; nothing is lost.)
    package static func removeTemporariesOfEndedWriters(of path: String) {
        for file in temporaryFiles(of: path) {
            guard let writer = file.writer, kill(writer, 0) == -1, errno == ESRCH else { continue }
            unsafe unlink(file.path)
        }
    }

    /// Writes `data` to a file that must not exist yet, and flushes it to disk.
    package static func writeNewFile(_ data: Data, at path: String, mode: mode_t) throws(RegularFile.Failure) {
        let descriptor = unsafe open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure("cannot be created") }
        var written = 0
        var problem: RegularFile.Failure?
        unsafe data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = unsafe write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    problem = failure("cannot be written")
                    return
                }
                written += count
            }
        }
        if problem == nil, fsync(descriptor) != 0 { problem = failure("cannot be flushed to disk") }
        close(descriptor)
        if let problem {
            unsafe unlink(path)
            throw problem
        }
    }

    /// What failed, with the system's reason (`errno`).
    package static func failure(_ what: String) -> RegularFile.Failure {
        RegularFile.Failure(reason: unsafe "\(what): \(String(cString: strerror(errno)))", isMissing: false)
    }
}
