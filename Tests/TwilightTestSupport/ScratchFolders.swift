public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh folder for one test's files, named `prefix-<uuid>`, inside this test process's
/// scratch root (`$TMPDIR/twilight-tests-<pid>`).
///
/// The whole root is removed when the process exits, and a later test process removes the
/// roots of processes that died without exiting, so no run leaves files behind (a CLI test's
/// 48 MB token document once filled the disk after a few hundred runs).
public func scratchFolder(_ prefix: String) -> URL {
    let url = ScratchRoot.shared.url.appending(path: "\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A path for one file, named `prefix-<uuid>.suffix`, inside the scratch root (the file is
/// not created).
public func scratchFile(_ prefix: String, suffix: String) -> String {
    ScratchRoot.shared.url.appending(path: "\(prefix)-\(UUID().uuidString).\(suffix)").path
}

private struct ScratchRoot: Sendable {
    static let prefix = "twilight-tests-"
    static let shared = ScratchRoot()

    let url: URL

    private init() {
        let temporary = FileManager.default.temporaryDirectory
        Self.removeRootsOfDeadProcesses(in: temporary)
        url = temporary.appending(path: "\(Self.prefix)\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { ScratchRoot.remove(ScratchRoot.shared.url) }
    }

    /// Removes `twilight-tests-<pid>` roots whose process no longer runs.
    private static func removeRootsOfDeadProcesses(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            remove(folder.appending(path: name))
        }
    }

    /// Removes `url`, first making its folders writable (a test may leave one read-only).
    private static func remove(_ url: URL) {
        if let walk = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in walk {
                let path = url.appending(path: relative).path
                var status = stat()
                if unsafe lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { unsafe chmod(path, 0o700) }
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}
