import Foundation
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system steps that Twilight's file-backed stores share: reading with errors that
/// say what the path is, keeping unreadable data aside, following symbolic links, and
/// replacing a file atomically.
enum StoreFile {
    /// The largest store file read; a preference file is a few hundred bytes.
    static let maximumSize = 16 << 20

    /// The path that `path` finally names, following symbolic links (a dangling link too),
    /// so that a write replaces the link's target and never the link itself.
    static func resolvingLinks(_ path: String) throws(PreferenceStoreError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "has too many levels of symbolic links")
    }

    /// The file's bytes, or `nil` when there is no file at `path`.
    ///
    /// - Throws: ``PreferenceStoreError/Kind/ioFailure`` naming what the path is when it
    ///   is not a readable regular file (a folder, a device, a pipe) or reading fails.
    static func contents(of path: String) throws(PreferenceStoreError) -> Data? {
        do {
            return try RegularFile.contents(atPath: path, maximumSize: maximumSize)
        } catch  where error.isMissing {
            return nil
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "\(error.reason): expected a preference file")
        }
    }

    /// Copies `data` (the content of `path`) to the first free `<path>.corrupt[.N]` and
    /// returns that path. Content already kept aside is not copied again, so reading the
    /// same bad file repeatedly does not pile up copies.
    static func keepAside(_ data: Data, of path: String) throws(PreferenceStoreError) -> String {
        var candidate = path + ".corrupt"
        var counter = 1
        while FileManager.default.fileExists(atPath: candidate) {
            if FileManager.default.contents(atPath: candidate) == data { return candidate }
            candidate = path + ".corrupt.\(counter)"
            counter += 1
        }
        do {
            try writeNewFile(data, at: candidate, mode: 0o600)
        } catch {
            throw PreferenceStoreError(
                kind: .ioFailure,
                location: path,
                detail: "could not be kept aside as \(candidate): \(error.detail)"
            )
        }
        return candidate
    }

    /// Replaces the file at `path` (a resolved path, not a link, in a folder that exists)
    /// with `data`: a temporary file in the same folder, flushed to disk, renamed over the old one. A reader sees
    /// the old file or the new one, never part of one. The file keeps its permissions.
    static func replace(_ path: String, with data: Data) throws(PreferenceStoreError) {
        var info = stat()
        let mode = stat(path, &info) == 0 ? mode_t(info.st_mode & 0o7777) : 0o644
        let temporary = temporaryPrefix(of: path) + "\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        try writeNewFile(data, at: temporary, mode: mode)
        guard rename(temporary, path) == 0 else {
            let error = ioError(path, "cannot be replaced")
            unlink(temporary)
            throw error
        }
    }

    /// Removes temporary files that writers killed mid-write left beside `path`.
    ///
    /// Call it holding the store's write lock: every writer keeps its temporary file only
    /// while it holds that lock, so any temporary file seen then belongs to a dead writer.
    static func removeStaleTemporaries(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (temporaryPrefix(of: path) as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            unlink(folder + "/" + name)
        }
    }

    /// `.<name>.` in the file's folder: the start of every temporary file of `path`.
    private static func temporaryPrefix(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + ".\(name)."
    }

    /// Writes `data` to a file that must not exist yet, and flushes it to disk.
    private static func writeNewFile(_ data: Data, at path: String, mode: mode_t) throws(PreferenceStoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw ioError(path, "cannot be created") }
        var written = 0
        var failure: PreferenceStoreError?
        data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = ioError(path, "cannot be written")
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = ioError(path, "cannot be flushed to disk") }
        close(descriptor)
        if let failure {
            unlink(path)
            throw failure
        }
    }

    /// An I/O error naming `path`, what failed and the system's reason (`errno`).
    static func ioError(_ path: String, _ what: String) -> PreferenceStoreError {
        PreferenceStoreError(kind: .ioFailure, location: path, detail: "\(what): \(String(cString: strerror(errno)))")
    }
}
