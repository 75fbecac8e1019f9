public import Logging
import TwilightUtilities

/// A log handler that keeps every message as `level: message`, for checking what was
/// logged and how often.
public final class RecordedLog: LogHandler, Sendable {
    private let recorded = LockedValue<[String]>([])
    /// Every message so far, oldest first.
    public var messages: [String] { recorded.withLock { $0 } }

    /// An empty log.
    public init() {}

    public var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }
    public var logLevel: Logger.Level {
        get { .trace }
        set {}
    }
    public subscript(metadataKey _: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }

    public func log(event: LogEvent) {
        recorded.withLock { $0.append("\(event.level): \(event.message)") }
    }
}
