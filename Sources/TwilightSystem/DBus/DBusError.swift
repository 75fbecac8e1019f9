/// What can go wrong talking to a D-Bus bus.
public enum DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bus address is missing or not one this client can use.
    case invalidAddress(String)
    /// The socket could not be opened or connected.
    case connectionFailed(String)
    /// The bus refused authentication or answered the handshake wrongly.
    case authenticationFailed(String)
    /// No answer came within the time allowed.
    case timedOut
    /// The other side sent bytes that are not a valid message.
    case malformed(String)
    /// The connection closed.
    case disconnected
    /// The called service answered with an error, such as
    /// `org.freedesktop.DBus.Error.UnknownMethod`.
    case remote(name: String, message: String?)
    /// A value could not be encoded (for example a string with a NUL).
    case unencodable(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidAddress(let detail): "invalid D-Bus address: \(detail)"
        case .connectionFailed(let detail): "cannot connect to the bus: \(detail)"
        case .authenticationFailed(let detail): "the bus refused authentication: \(detail)"
        case .timedOut: "no answer from the bus in time"
        case .malformed(let detail): "malformed D-Bus message: \(detail)"
        case .disconnected: "the bus connection closed"
        case .remote(let name, let message): message.map { "\(name): \($0)" } ?? name
        case .unencodable(let detail): "cannot encode a D-Bus value: \(detail)"
        }
    }

    /// Whether this is the error a service sends for a method it does not have.
    public var isUnknownMethod: Bool {
        if case .remote(let name, _) = self {
            return name == "org.freedesktop.DBus.Error.UnknownMethod" || name == "org.freedesktop.DBus.Error.UnknownInterface"
        }
        return false
    }
}
