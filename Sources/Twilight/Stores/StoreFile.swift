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
        do {
            return try AtomicFile.resolvingLinks(path)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: error.reason)
        }
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
    /// with `data` atomically (``AtomicFile/replace(_:with:)``). The file keeps its permissions.
    static func replace(_ path: String, with data: Data) throws(PreferenceStoreError) {
        do {
            try AtomicFile.replace(path, with: data)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: error.reason)
        }
    }

    /// Removes temporary files that writers killed mid-write left beside `path`.
    ///
    /// Call it holding the store's write lock: every writer keeps its temporary file only
    /// while it holds that lock, so any temporary file seen then belongs to a dead writer.
    static func removeStaleTemporaries(of path: String) {
        for file in AtomicFile.temporaryFiles(of: path) {
            SystemCall.unlink(file.path)
        }
    }

    /// Writes `data` to a file that must not exist yet, and flushes it to disk.
    private static func writeNewFile(_ data: Data, at path: String, mode: mode_t) throws(PreferenceStoreError) {
        do {
            try AtomicFile.writeNewFile(data, at: path, mode: mode)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: error.reason)
        }
    }

    /// An I/O error naming `path`, what failed and the system's reason (`errno`).
    static func ioError(_ path: String, _ what: String) -> PreferenceStoreError {
        PreferenceStoreError(kind: .ioFailure, location: path, detail: "\(what): \(SystemCall.reason(errno))")
    }
}
