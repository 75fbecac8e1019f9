/// What can go wrong talking to a D-Bus bus.
///
/// A struct over a private code, so that new kinds of failure can be added without
/// breaking code that handles these: compare with the static members
/// (`error == .timedOut`) or look at ``remoteName`` for an error a service sent.
package struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Code: Hashable, Sendable {
        case invalidAddress, connectionFailed, authenticationFailed, timedOut, malformed, disconnected, remote, unencodable
    }

    private let code: Code
    /// What exactly failed (for an error a service sent, its message), if known.
    package let detail: String?
    /// For an error a service sent, its D-Bus error name
    /// (`org.freedesktop.DBus.Error.UnknownMethod`); `nil` otherwise.
    package let remoteName: String?

    private init(_ code: Code, detail: String? = nil, remoteName: String? = nil) {
        self.code = code
        self.detail = detail
        self.remoteName = remoteName
    }

    /// The bus address is missing or not one this client can use.
    package static func invalidAddress(_ detail: String) -> DBusError { DBusError(.invalidAddress, detail: detail) }
    /// The socket could not be opened or connected.
    package static func connectionFailed(_ detail: String) -> DBusError { DBusError(.connectionFailed, detail: detail) }
    /// The bus refused authentication or answered the handshake wrongly.
    package static func authenticationFailed(_ detail: String) -> DBusError { DBusError(.authenticationFailed, detail: detail) }
    /// No answer came within the time allowed.
    package static let timedOut = DBusError(.timedOut)
    /// The other side sent bytes that are not a valid message.
    package static func malformed(_ detail: String) -> DBusError { DBusError(.malformed, detail: detail) }
    /// The connection closed.
    package static let disconnected = DBusError(.disconnected)
    /// The called service answered with an error, such as
    /// `org.freedesktop.DBus.Error.UnknownMethod`.
    package static func remote(name: String, message: String?) -> DBusError { DBusError(.remote, detail: message, remoteName: name) }
    /// A value could not be encoded (for example a string with a NUL).
    package static func unencodable(_ detail: String) -> DBusError { DBusError(.unencodable, detail: detail) }

    /// A one-line explanation.
    package var description: String {
        let detail = detail ?? ""
        return switch code {
        case .invalidAddress: "invalid D-Bus address: \(detail)"
        case .connectionFailed: "cannot connect to the bus: \(detail)"
        case .authenticationFailed: "the bus refused authentication: \(detail)"
        case .timedOut: "no answer from the bus in time"
        case .malformed: "malformed D-Bus message: \(detail)"
        case .disconnected: "the bus connection closed"
        case .remote: self.detail.map { "\(remoteName ?? ""): \($0)" } ?? remoteName ?? ""
        case .unencodable: "cannot encode a D-Bus value: \(detail)"
        }
    }

    /// Whether this is the error a service sends for a method it does not have.
    package var isUnknownMethod: Bool {
        remoteName == "org.freedesktop.DBus.Error.UnknownMethod" || remoteName == "org.freedesktop.DBus.Error.UnknownInterface"
    }
}
