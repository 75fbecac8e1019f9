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
/// {"version": 1, "preferences": {"default": "dark", "alice": "system"},
///  "axes": {"alice": {"brand": "ocean"}}}
/// ```
///
/// (`axes` holds a user's values beside the style, when the app uses axes; files written
/// before axes existed read as none.)
///
/// Writes take an exclusive lock on `<file>.lock`, read the current file, change this
/// user's entry, write a temporary file beside it, flush it and rename it over the old
/// one, so a reader sees either the old file or the new one, never half of one, and no
/// writer's change to another user is lost. Reads take no lock (they work on a read-only
/// disk). Temporary files left by writers that were killed are removed by the next write.
///
/// Nothing the store does not understand is lost:
/// - keys it does not know (a newer version's fields) and other users' entries it cannot
///   read are written back unchanged;
/// - a file that is not a JSON object in this shape is reported as
///   ``PreferenceStoreError/Kind/unreadable`` and copied to `<file>.corrupt` (or
///   `<file>.corrupt.N`) before anything replaces it;
/// - an entry for this user that is not a preference is reported as
///   ``PreferenceStoreError/Kind/unknownValue`` and the file copied aside the same way;
/// - a file that cannot be read (permissions, a folder, a device) is an
///   ``PreferenceStoreError/Kind/ioFailure`` and is never written over.
///
/// If the path is a symbolic link (a settings file kept in a dotfiles folder), the store
/// reads and writes the link's target and leaves the link in place; the lock, the
/// temporary and the kept-aside files live beside the target.
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

    /// The file's content: the entries by user, and every other top-level key as read.
    private struct Document {
        var fields: [String: Any] = ["version": 1]
        var preferences: [String: Any] = [:]
        var axes: [String: Any] = [:]
    }

    private enum Parsed {
        case document(Document)
        case corrupt(reason: String)
    }

    private static let expectedShape = #"expected {"version": 1, "preferences": {"<user>": "<preference>"}}"#

    public func loadPreference() throws(PreferenceStoreError) -> ThemePreference? {
        let target = try StoreFile.resolvingLinks(url.path)
        guard let data = try StoreFile.contents(of: target) else { return nil }
        let document: Document
        switch Self.parse(data) {
        case .document(let parsed):
            document = parsed
        case .corrupt(let reason):
            throw keepingAside(data, of: target, kind: .unreadable, detail: "is not a Twilight preference file (\(reason)): \(Self.expectedShape)")
        }
        guard let entry = document.preferences[user] else { return nil }
        if let text = entry as? String, let preference = try? ThemePreference(parsing: text) { return preference }
        throw keepingAside(
            data,
            of: target,
            kind: .unknownValue,
            detail: "preferences.\(user) is \(Self.render(entry)): expected 'system' or a style name (\(InvalidStyleNameError.rule))"
        )
    }

    public func savePreference(_ preference: ThemePreference) throws(PreferenceStoreError) {
        try update { $0.preferences[user] = preference.description }
    }

    public func removePreference() throws(PreferenceStoreError) {
        try update { $0.preferences[user] = nil }
    }

    public func loadAxes() throws(PreferenceStoreError) -> ThemeAxes {
        let target = try StoreFile.resolvingLinks(url.path)
        guard let data = try StoreFile.contents(of: target) else { return ThemeAxes() }
        guard case .document(let document) = Self.parse(data) else {
            // Reported, and kept aside, by loadPreference.
            return ThemeAxes()
        }
        guard let entry = document.axes[user] else { return ThemeAxes() }
        var problem = "expected an object of axis names to values"
        if let values = entry as? [String: String] {
            do {
                return try ThemeAxes(validating: values)
            } catch {
                problem = error.description
            }
        }
        throw keepingAside(data, of: target, kind: .unknownValue, detail: "axes.\(user) is \(Self.render(entry)): \(problem)")
    }

    public func saveAxes(_ axes: ThemeAxes) throws(PreferenceStoreError) {
        try update { $0.axes[user] = axes.isEmpty ? nil : axes.values }
    }

    /// Changes this user's entries under the write lock, keeping everything else as it was.
    private func update(_ change: (inout Document) -> Void) throws(PreferenceStoreError) {
        let target = try StoreFile.resolvingLinks(url.path)
        try withLock(on: target) { () throws(PreferenceStoreError) in
            StoreFile.removeStaleTemporaries(of: target)
            var document = Document()
            // An I/O error propagates: what could not be read is never written over.
            if let data = try StoreFile.contents(of: target) {
                switch Self.parse(data) {
                case .document(let parsed):
                    document = parsed
                case .corrupt:
                    // Start afresh only once the old bytes are safely kept aside.
                    _ = try StoreFile.keepAside(data, of: target)
                }
            }
            change(&document)
            document.fields["preferences"] = document.preferences
            document.fields["axes"] = document.axes.isEmpty ? nil : document.axes
            let data: Data
            do {
                data = try JSONSerialization.data(
                    withJSONObject: document.fields,
                    options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                )
            } catch {
                throw PreferenceStoreError(kind: .ioFailure, location: target, detail: "cannot be encoded: \(error.localizedDescription)")
            }
            try StoreFile.replace(target, with: data)
        }
    }

    /// The error to report for bad content, after trying to keep a copy of it aside.
    private func keepingAside(
        _ data: Data,
        of target: String,
        kind: PreferenceStoreError.Kind,
        detail: String
    ) -> PreferenceStoreError {
        do {
            let aside = try StoreFile.keepAside(data, of: target)
            return PreferenceStoreError(kind: kind, location: target, detail: detail, keptAside: aside)
        } catch {
            // A read-only disk: report the content; the file itself is left untouched.
            return PreferenceStoreError(kind: kind, location: target, detail: "\(detail); \(error.detail)")
        }
    }

    private static func parse(_ data: Data) -> Parsed {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            return .corrupt(reason: "not valid JSON")
        }
        guard var fields = object as? [String: Any] else { return .corrupt(reason: "the top level is not an object") }
        var document = Document()
        if let preferences = fields["preferences"] {
            guard let preferences = preferences as? [String: Any] else {
                return .corrupt(reason: "'preferences' is not an object")
            }
            document.preferences = preferences
        }
        if let axes = fields["axes"] {
            guard let axes = axes as? [String: Any] else { return .corrupt(reason: "'axes' is not an object") }
            document.axes = axes
        }
        fields["preferences"] = nil
        fields["axes"] = nil
        document.fields.merge(fields) { _, read in read }
        return .document(document)
    }

    /// A JSON value as it appears in the file, for messages.
    private static func render(_ value: Any) -> String {
        if let text = value as? String { return text.debugDescription }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }

    /// Runs `body` holding an exclusive lock on `<target>.lock`.
    private func withLock<T>(on target: String, _ body: () throws(PreferenceStoreError) -> T) throws(PreferenceStoreError) -> T {
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw PreferenceStoreError(kind: .ioFailure, location: target, detail: "its folder cannot be created: \(error.localizedDescription)")
        }
        let lockPath = target + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StoreFile.ioError(lockPath, "cannot be opened") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreFile.ioError(lockPath, "cannot be locked") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
