public import Foundation
import TwilightUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A store in a small JSON file, safe when several processes read and write it.
///
/// The file holds one choice per user: the preference's text, or an object when axes are
/// chosen too:
///
/// ```json
/// {"version": 1, "preferences": {"default": "dark",
///                                "alice": {"preference": "system", "axes": {"brand": "ocean"}}}}
/// ```
///
/// A file written by Twilight 0.x before choices were one record kept the axes in a map of
/// their own (`"axes": {"alice": {"brand": "ocean"}}`): it is read as the same choice, and
/// the user's next save moves their axes into their entry.
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
    package let url: URL
    /// Whose preference this store reads and writes.
    package let user: String

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
        /// Axes kept apart from the preferences, as files before one-record choices did.
        var legacyAxes: [String: Any] = [:]
    }

    private enum Parsed {
        case document(Document)
        case corrupt(reason: String)
    }

    private static let expectedShape =
        #"expected {"version": 1, "preferences": {"<user>": "<preference>" or {"preference": "<preference>", "axes": {…}}}}"#

    public func loadChoice() throws(PreferenceStoreError) -> ThemeChoice? {
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
        do throws(ChoiceEntry.Problem) {
            var choice = try ChoiceEntry.choice(from: entry, at: "preferences.\(user)")
            if choice.axes.isEmpty, let legacy = document.legacyAxes[user] {
                choice.axes = try ChoiceEntry.axes(from: legacy, at: "axes.\(user)")
            }
            return choice
        } catch {
            throw keepingAside(data, of: target, kind: .unknownValue, detail: error.detail)
        }
    }

    public func saveChoice(_ choice: ThemeChoice) throws(PreferenceStoreError) {
        try update { document in
            document.preferences[user] = ChoiceEntry.entry(for: choice)
            document.legacyAxes[user] = nil
        }
    }

    public func removeChoice() throws(PreferenceStoreError) {
        try update { document in
            document.preferences[user] = nil
            document.legacyAxes[user] = nil
        }
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
            document.fields["axes"] = document.legacyAxes.isEmpty ? nil : document.legacyAxes
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
            document.legacyAxes = axes
        }
        fields["preferences"] = nil
        fields["axes"] = nil
        document.fields.merge(fields) { _, read in read }
        return .document(document)
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
        let descriptor = SystemCall.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StoreFile.ioError(lockPath, "cannot be opened") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreFile.ioError(lockPath, "cannot be locked") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
