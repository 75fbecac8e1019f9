public import Foundation
public import TwilightTokens

// URLSession. On Linux it lives in FoundationNetworking, which links an HTTP client (libcurl
// and some forty libraries, about 15 ms of every start of a program that links them): that
// is why this is a module of its own, which only a program that downloads links.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads a token document from an `http(s)` URL, keeping the last good copy on disk.
///
/// In the `TwilightRemoteTokens` module (the only one of Twilight's that links an HTTP
/// client): `import TwilightRemoteTokens`.
///
/// A download is applied only if it arrived whole (the status is 2xx and the body is as
/// long as `Content-Length` says) and validates completely; otherwise — and when the
/// server is unreachable or slower than `timeout` — the cached copy is used, then the
/// bundled one. The cache is replaced atomically, and only by a valid download.
///
/// ```swift
/// let remote = RemoteTokens(url: themeURL, cacheFile: cachesURL.appending(path: "theme.tokens.json"),
///                           bundledCopy: Bundle.main.url(forResource: "theme", withExtension: "tokens.json"))
/// let loaded = try await remote.load()
/// let live = LiveTokens(tokens: loaded.tokens, manager: .shared)
/// ```
public struct RemoteTokens: Sendable {
    /// Where a loaded document came from.
    public enum Origin: Sendable {
        /// A fresh download.
        case network
        /// The copy cached by an earlier download.
        case cache
        /// The copy shipped with the app.
        case bundled
    }

    /// A loaded document, where it came from, and why the download was not used, if it was not.
    public struct Loaded: Sendable {
        /// The document.
        public var tokens: DesignTokens
        /// Where it came from.
        public var origin: Origin
        /// The download's problem when the document came from the cache or the bundle.
        public var downloadError: (any Error)?
    }

    /// Why no document could be loaded at all: each attempt's error.
    public struct LoadError: Error, CustomStringConvertible {
        /// The attempts, in order (network, cache, bundled), with their errors.
        public var attempts: [(Origin, any Error)]

        /// One line per attempt.
        public var description: String {
            "no token document could be loaded:\n" + attempts.map { "  \($0.0): \($0.1)" }.joined(separator: "\n")
        }
    }

    /// A download that failed before validation.
    package struct DownloadError: Error, CustomStringConvertible {
        /// What went wrong.
        package var description: String
    }

    /// The document's address.
    package var url: URL
    /// How long the whole download may take.
    package var timeout: Duration
    /// Where the last good download is kept, if anywhere.
    package var cacheFile: URL?
    /// A copy shipped with the app, used when there is neither network nor cache.
    package var bundledCopy: URL?
    /// Loading options (modes, inputs).
    package var options: DesignTokens.Options

    /// Creates a loader.
    public init(url: URL, timeout: Duration = .seconds(10), cacheFile: URL? = nil, bundledCopy: URL? = nil, options: DesignTokens.Options = .init()) {
        self.url = url
        self.timeout = timeout
        self.cacheFile = cacheFile
        self.bundledCopy = bundledCopy
        self.options = options
    }

    /// Downloads, validates and caches the document, falling back to the cache and then
    /// the bundled copy.
    public func load() async throws(LoadError) -> Loaded {
        var attempts: [(Origin, any Error)] = []
        do {
            let data = try await download()
            let tokens = try DesignTokens(data: data, name: url.absoluteString, format: format, options: options)
            if let cacheFile {
                try? FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? data.write(to: cacheFile, options: .atomic)
            }
            return Loaded(tokens: tokens, origin: .network, downloadError: nil)
        } catch {
            attempts.append((.network, error))
        }
        for (origin, file) in [(Origin.cache, cacheFile), (.bundled, bundledCopy)] {
            guard let file else { continue }
            do {
                let data = try Data(contentsOf: file)
                let tokens = try DesignTokens(data: data, name: file.path, format: format, options: options)
                return Loaded(tokens: tokens, origin: origin, downloadError: attempts.first?.1)
            } catch {
                attempts.append((origin, error))
            }
        }
        throw LoadError(attempts: attempts)
    }

    /// The format the address's path names; for any other path the content decides.
    private var format: TokenFileFormat? { TokenFileFormat(fileName: url.path) }

    /// The body, if the server answered 2xx with a complete body within the timeout.
    private func download() async throws -> Data {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw DownloadError(description: "\(url) is not an http or https address")
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        request.setValue("application/json, application/yaml;q=0.9, */*;q=0.1", forHTTPHeaderField: "Accept")
        let timeout = self.timeout
        let url = self.url
        let finalRequest = request
        return try await withThrowingTaskGroup(of: Data.self) { group in
            group.addTask {
                let session = URLSession(configuration: .ephemeral)
                defer { session.finishTasksAndInvalidate() }
                let (data, response) = try await session.data(for: finalRequest)
                guard let http = response as? HTTPURLResponse else { throw DownloadError(description: "the response from \(url) is not HTTP") }
                guard (200..<300).contains(http.statusCode) else {
                    throw DownloadError(description: "the server answered \(http.statusCode) for \(url)")
                }
                if let length = http.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), length != data.count {
                    throw DownloadError(description: "the download of \(url) was cut short: \(data.count) of \(length) bytes")
                }
                return data
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw DownloadError(description: "no complete answer from \(url) within \(timeout)")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
