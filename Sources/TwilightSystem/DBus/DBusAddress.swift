/// A bus address this client can connect to: a Unix socket path or an abstract socket
/// name, from strings such as `unix:path=/run/user/1000/bus,guid=…`.
package enum DBusAddress: Hashable, Sendable {
    /// A socket file.
    case unixPath(String)
    /// A Linux abstract socket name.
    case unixAbstract(String)

    /// The usable addresses in a `;`-separated address list, in order. Transports other
    /// than Unix sockets (`tcp:`, `unixexec:`…) are skipped.
    package static func parse(_ text: String) throws(DBusError) -> [DBusAddress] {
        var addresses: [DBusAddress] = []
        for entry in text.split(separator: ";") where entry.hasPrefix("unix:") {
            var values: [String: String] = [:]
            for pair in entry.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { throw .invalidAddress("'\(pair)' is not key=value") }
                values[String(parts[0])] = try unescape(parts[1])
            }
            if let path = values["path"] {
                addresses.append(.unixPath(path))
            } else if let name = values["abstract"] {
                addresses.append(.unixAbstract(name))
            }
        }
        guard !addresses.isEmpty else { throw .invalidAddress("no unix:path= or unix:abstract= address in '\(text)'") }
        return addresses
    }

    private static func unescape(_ value: Substring) throws(DBusError) -> String {
        var bytes: [UInt8] = []
        var iterator = value.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { throw .invalidAddress("a bad %-escape in '\(value)'") }
            bytes.append(value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
