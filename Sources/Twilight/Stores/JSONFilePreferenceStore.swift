public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A store in a small JSON file, safe when several processes read and write it.
///
/// The file holds one preference per user:
///
/// ```json
/// {"version": 1, "preferences": {"default": "dark", "alice": "system"}}
/// ```
///
/// Writes take an exclusive lock on `<file>.lock`, read the current file, change this
/// user's entry, write a temporary file beside it and rename it over the old one, so a
/// reader sees either the old file or the new one, never half of one, and no writer's
/// change to another user is lost.
///
/// A file that is not valid JSON in this shape is moved aside to `<file>.corrupt` (or
/// `<file>.corrupt.N`) and reported; an unknown value for this user is reported and a
/// copy of the file is kept the same way. Either way the preference reads as `nil`
/// (the manager then follows the system).
public struct JSONFilePreferenceStore: PreferenceStore {
    /// The file.
    public let url: URL
    /// Whose preference this store reads and writes.
    public let user: String

    /// Creates a store for `user` in the file at `url` (created on first save, with its
    /// folder).
    public init(url: URL, user: String = "default") {
        self.url = url
        self.user = user
    }

    struct Document: Codable {
        var version: Int = 1
        var preferences: [String: String] = [:]
    }

    private var path: String { url.path }

    public func loadPreference() throws(PreferenceStoreError) -> ThemePreference? {
        try withLock { () throws(PreferenceStoreError) -> ThemePreference? in
            guard let document = try readDocument() else { return nil }
            guard let text = document.preferences[user] else { return nil }
            if let preference = try? ThemePreference(parsing: text) { return preference }
            let aside = try keepAside(move: false)
            throw PreferenceStoreError(
                kind: .unknownValue, location: path,
                detail: "preferences.\(user) is \(text.debugDescription): expected 'system' or a style name (\(InvalidStyleNameError.rule))",
                keptAside: aside)
        }
    }

    public func savePreference(_ preference: ThemePreference) throws(PreferenceStoreError) {
        try update { $0.preferences[user] = preference.description }
    }

    public func removePreference() throws(PreferenceStoreError) {
        try update { $0.preferences[user] = nil }
    }

    private func update(_ change: (inout Document) -> Void) throws(PreferenceStoreError) {
        try withLock { () throws(PreferenceStoreError) in
            var document: Document
            do {
                document = try readDocument() ?? Document()
            } catch {
                // A corrupt file was moved aside by readDocument; start a fresh one.
                document = Document()
            }
            change(&document)
            try write(document)
        }
    }

    /// Reads the file; `nil` when it does not exist. A corrupt file is moved aside.
    private func readDocument() throws(PreferenceStoreError) -> Document? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be read: \(error.localizedDescription)")
        }
        do {
            return try JSONDecoder().decode(Document.self, from: data)
        } catch {
            let aside = try keepAside(move: true)
            throw PreferenceStoreError(
                kind: .unreadable, location: path,
                detail: "is not a Twilight preference file (\(Self.describe(error))): expected {\"version\": 1, \"preferences\": {\"<user>\": \"<preference>\"}}",
                keptAside: aside)
        }
    }

    private func write(_ document: Document) throws(PreferenceStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(document)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(
                ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            try data.write(to: temporary)
            guard rename(temporary.path, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary.path)
                throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be replaced: \(reason)")
            }
        } catch let error as PreferenceStoreError {
            throw error
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "cannot be written: \(error.localizedDescription)")
        }
    }

    /// Moves (or copies) the file to the first free `<file>.corrupt[.N]`; returns its path.
    /// A copy whose content is already kept aside is not made again, so reading the same
    /// unknown value repeatedly does not pile up copies.
    private func keepAside(move: Bool) throws(PreferenceStoreError) -> String {
        let manager = FileManager.default
        let content = move ? nil : manager.contents(atPath: path)
        var candidate = path + ".corrupt"
        var counter = 1
        while manager.fileExists(atPath: candidate) {
            if let content, manager.contents(atPath: candidate) == content { return candidate }
            candidate = path + ".corrupt.\(counter)"
            counter += 1
        }
        do {
            if move {
                try manager.moveItem(atPath: path, toPath: candidate)
            } else {
                try manager.copyItem(atPath: path, toPath: candidate)
            }
        } catch {
            throw PreferenceStoreError(
                kind: .ioFailure, location: path,
                detail: "is unreadable and could not be kept aside as \(candidate): \(error.localizedDescription)")
        }
        return candidate
    }

    /// Runs `body` holding an exclusive lock on `<file>.lock`.
    private func withLock<T>(_ body: () throws(PreferenceStoreError) -> T) throws(PreferenceStoreError) -> T {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: path, detail: "its folder cannot be created: \(error.localizedDescription)")
        }
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PreferenceStoreError(
                kind: .ioFailure, location: path + ".lock", detail: "cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw PreferenceStoreError(
                    kind: .ioFailure, location: path + ".lock", detail: "cannot be locked: \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context):
            return context.debugDescription
        case .keyNotFound(let key, _):
            return "no '\(key.stringValue)' key"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
