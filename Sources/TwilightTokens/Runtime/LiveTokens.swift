public import Foundation
public import Twilight
import TwilightUtilities

/// A token document that can change while the app runs: reloaded from its files when
/// they change (or on demand), or replaced with a newer copy (a download).
///
/// Providers made from it (``TokenValueSource/color(_:)`` and the others) read the
/// current document on every evaluation. After a successful reload the manager
/// re-applies every binding and typed theme, so the new values reach the screen at once.
/// A reload that fails keeps the last good document and reports the error. While
/// watching, a file caught half-written (an editor that writes in place, a copy under way)
/// is read again at the next poll, and its error reported only if the files are the same
/// then: an edit that takes longer than a poll does not flash an error.
///
/// ```swift
/// let live = try LiveTokens(contentsOf: tokensURL, manager: .shared)
/// label.theme.textColor = try live.color("color.text")
/// let watcher = live.watch()          // poll the files; cancel the task to stop
/// for await event in live.events() { if case .failed(let error) = event { print(error) } }
/// ```
public final class LiveTokens: TokenValueSource {
    /// What happened at a reload.
    public enum Event: Sendable {
        /// A new document is in force.
        case reloaded(DesignTokens)
        /// The files could not be loaded; the previous document stays in force.
        case failed(TokenValidationError)
    }

    private struct State {
        var tokens: DesignTokens
        var lastError: TokenValidationError?
        var signature: [FileSignature]
        /// A failed read while watching, reported at the next poll unless the files change.
        var unconfirmedFailure: TokenValidationError?
    }

    private let state: LockedValue<State>
    private let broadcast = StreamBroadcast<Event>(keeping: 16)
    private let url: URL?
    private let options: DesignTokens.Options
    /// The manager whose bindings are refreshed after a change, if any.
    package let manager: ThemeManager?

    /// Loads the document at `url`; later reloads read the same files again.
    public init(contentsOf url: URL, options: DesignTokens.Options = .init(), manager: ThemeManager? = nil) throws(TokenValidationError) {
        let tokens = try DesignTokens(contentsOf: url, options: options)
        self.url = url
        self.options = options
        self.manager = manager
        self.state = LockedValue(State(tokens: tokens, signature: tokens.files.map(FileSignature.init)))
    }

    /// Starts from a document already loaded (a download, a bundled copy); replace it
    /// with ``apply(_:)``.
    public init(tokens: DesignTokens, manager: ThemeManager? = nil) {
        self.url = nil
        self.options = .init()
        self.manager = manager
        self.state = LockedValue(State(tokens: tokens, signature: []))
    }

    /// The document in force.
    public var currentTokens: DesignTokens { state.withLock { $0.tokens } }

    /// The error of the last reload, or `nil` if it succeeded.
    public var lastError: TokenValidationError? { state.withLock { $0.lastError } }

    /// Reload and failure events, from now on, until the stream is dropped.
    public func events() -> AsyncStream<Event> {
        broadcast.stream()
    }

    /// Reads the files again. On success the new document is put in force and the
    /// manager refreshed; on failure the previous document stays and the error is
    /// returned, kept in ``lastError`` and sent to ``events()``.
    @discardableResult
    public func reload() async -> TokenValidationError? {
        guard let error = await read() else { return nil }
        report(error)
        return error
    }

    /// Reads the files, puts a document that loads in force, and returns the error of one
    /// that does not, without reporting it.
    private func read() async -> TokenValidationError? {
        guard let url else { return nil }
        // Signatures are taken before reading, so an edit made during the read is seen
        // at the next poll.
        let files = state.withLock { $0.tokens.files }
        let signature = files.map(FileSignature.init)
        do throws(TokenValidationError) {
            let tokens = try DesignTokens(contentsOf: url, options: options)
            await apply(tokens, signature: tokens.files == files ? signature : tokens.files.map(FileSignature.init))
            return nil
        } catch {
            state.withLock { $0.signature = signature }
            return error
        }
    }

    private func report(_ error: TokenValidationError) {
        state.withLock { state in
            state.lastError = error
            state.unconfirmedFailure = nil
        }
        broadcast.yield(.failed(error))
    }

    /// Puts `tokens` in force and refreshes the manager's bindings.
    public func apply(_ tokens: DesignTokens) async {
        await apply(tokens, signature: nil)
    }

    private func apply(_ tokens: DesignTokens, signature: [FileSignature]?) async {
        state.withLock { state in
            state.tokens = tokens
            state.lastError = nil
            state.unconfirmedFailure = nil
            if let signature { state.signature = signature }
        }
        if let manager { await MainActor.run { manager.refreshAll() } }
        broadcast.yield(.reloaded(tokens))
    }

    /// Whether any file of the document changed (modification time, size or identity)
    /// since it was last read.
    package var filesChanged: Bool {
        state.withLock { state in
            state.signature != state.tokens.files.map(FileSignature.init)
        }
    }

    /// Polls the document's files every `interval` and reloads when one changes, until
    /// the returned task is cancelled. Polling works the same on every platform and
    /// costs one `stat` per file per interval. A reload that fails is reported one poll
    /// later, if the files have not changed again by then (a write still under way).
    @discardableResult
    public func watch(every interval: Duration = .milliseconds(500)) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, !Task.isCancelled else { return }
                await self.poll()
            }
        }
    }

    /// One poll of ``watch(every:)``: reads the files again if they changed, and reports the
    /// previous poll's failure if they did not.
    package func poll() async {
        if filesChanged {
            let failure = await read()
            state.withLock { $0.unconfirmedFailure = failure }
        } else if let failure = state.withLock({ $0.unconfirmedFailure }) {
            report(failure)
        }
    }
}

/// What identifies a version of a file without reading it: the file a path finally names,
/// through any symbolic links (a document linked from a dotfiles folder, or a Kubernetes
/// ConfigMap whose `..data` link is swapped to a new folder), and that file's modification
/// time, size and identity.
package struct FileSignature: Equatable, Sendable {
    var target: String?
    var modified: Date?
    var size: UInt64?
    var inode: UInt64?

    package init(_ url: URL) {
        target = try? AtomicFile.resolvingLinks(url.path)
        let attributes = target.flatMap { try? FileManager.default.attributesOfItem(atPath: $0) }
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.uint64Value
        inode = (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value
    }
}
